from enum import StrEnum


class TournamentCreatePair(StrEnum):
    DEALS = "deals"
    MATCHES = "matches"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class TournamentPair(StrEnum):
    DEALS = "deals"
    MATCHES = "matches"

    def __str__(self) -> str:
        return str(self.value)

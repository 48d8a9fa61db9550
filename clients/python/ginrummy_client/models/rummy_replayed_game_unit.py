from enum import StrEnum


class RummyReplayedGameUnit(StrEnum):
    DEALS = "deals"
    MATCHES = "matches"

    def __str__(self) -> str:
        return str(self.value)

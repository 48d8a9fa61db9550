from enum import StrEnum


class RummyMatchSummaryGame(StrEnum):
    RUMMY = "rummy"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class RummyOptionsOutScoring(StrEnum):
    PENALTY = "penalty"
    WINNER_TAKES_ALL = "winner_takes_all"

    def __str__(self) -> str:
        return str(self.value)

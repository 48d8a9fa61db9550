from enum import StrEnum


class RummyJokerSwappedJoker(StrEnum):
    X1 = "X1"
    X2 = "X2"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class RummyDiscardType(StrEnum):
    DISCARD = "discard"

    def __str__(self) -> str:
        return str(self.value)

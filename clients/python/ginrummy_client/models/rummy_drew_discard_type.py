from enum import StrEnum


class RummyDrewDiscardType(StrEnum):
    DREW_DISCARD = "drew_discard"

    def __str__(self) -> str:
        return str(self.value)

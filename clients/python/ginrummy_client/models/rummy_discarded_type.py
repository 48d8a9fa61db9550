from enum import StrEnum


class RummyDiscardedType(StrEnum):
    DISCARDED = "discarded"

    def __str__(self) -> str:
        return str(self.value)

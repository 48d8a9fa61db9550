from enum import StrEnum


class RummyJokerSwappedType(StrEnum):
    JOKER_SWAPPED = "joker_swapped"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class RummyDrawDiscardType(StrEnum):
    DRAW_DISCARD = "draw_discard"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class RummyRevealsReleasedType(StrEnum):
    REVEALS_RELEASED = "reveals_released"

    def __str__(self) -> str:
        return str(self.value)

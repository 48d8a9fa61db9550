from enum import StrEnum


class RummyLaidOffType(StrEnum):
    LAID_OFF = "laid_off"

    def __str__(self) -> str:
        return str(self.value)

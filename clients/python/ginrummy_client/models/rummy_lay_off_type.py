from enum import StrEnum


class RummyLayOffType(StrEnum):
    LAY_OFF = "lay_off"

    def __str__(self) -> str:
        return str(self.value)

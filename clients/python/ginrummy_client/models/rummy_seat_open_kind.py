from enum import StrEnum


class RummySeatOpenKind(StrEnum):
    OPEN = "open"

    def __str__(self) -> str:
        return str(self.value)

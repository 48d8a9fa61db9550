from enum import StrEnum


class RummyMeldedType(StrEnum):
    MELDED = "melded"

    def __str__(self) -> str:
        return str(self.value)

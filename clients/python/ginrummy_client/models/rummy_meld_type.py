from enum import StrEnum


class RummyMeldType(StrEnum):
    MELD = "meld"

    def __str__(self) -> str:
        return str(self.value)

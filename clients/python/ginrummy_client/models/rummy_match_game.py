from enum import StrEnum


class RummyMatchGame(StrEnum):
    RUMMY = "rummy"

    def __str__(self) -> str:
        return str(self.value)

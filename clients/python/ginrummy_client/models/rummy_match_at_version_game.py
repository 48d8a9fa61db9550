from enum import StrEnum


class RummyMatchAtVersionGame(StrEnum):
    RUMMY = "rummy"

    def __str__(self) -> str:
        return str(self.value)

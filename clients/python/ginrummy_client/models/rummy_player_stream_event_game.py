from enum import StrEnum


class RummyPlayerStreamEventGame(StrEnum):
    RUMMY = "rummy"

    def __str__(self) -> str:
        return str(self.value)

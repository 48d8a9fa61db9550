from enum import StrEnum


class RummyTableViewPhase(StrEnum):
    DRAW = "draw"
    ENDED = "ended"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)

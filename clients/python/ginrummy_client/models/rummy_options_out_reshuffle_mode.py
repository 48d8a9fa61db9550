from enum import StrEnum


class RummyOptionsOutReshuffleMode(StrEnum):
    SHUFFLE = "shuffle"
    TURN = "turn"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class RummyOptionsReshuffleModeType0(StrEnum):
    SHUFFLE = "shuffle"
    TURN = "turn"

    def __str__(self) -> str:
        return str(self.value)

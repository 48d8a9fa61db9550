from enum import StrEnum


class RummyPlayerJoinedType(StrEnum):
    PLAYER_JOINED = "player_joined"

    def __str__(self) -> str:
        return str(self.value)

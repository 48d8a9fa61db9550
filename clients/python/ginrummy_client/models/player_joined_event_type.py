from enum import StrEnum


class PlayerJoinedEventType(StrEnum):
    PLAYER_JOINED = "player_joined"

    def __str__(self) -> str:
        return str(self.value)

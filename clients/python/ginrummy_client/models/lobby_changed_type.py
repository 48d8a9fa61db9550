from enum import StrEnum


class LobbyChangedType(StrEnum):
    LOBBY_CHANGED = "lobby_changed"

    def __str__(self) -> str:
        return str(self.value)

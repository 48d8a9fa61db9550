from enum import StrEnum


class ChatLineRoom(StrEnum):
    SEATS = "seats"
    SPECTATORS = "spectators"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class ChatLinesRoomsItem(StrEnum):
    SEATS = "seats"
    SPECTATORS = "spectators"

    def __str__(self) -> str:
        return str(self.value)

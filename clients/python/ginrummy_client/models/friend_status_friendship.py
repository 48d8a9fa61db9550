from enum import StrEnum


class FriendStatusFriendship(StrEnum):
    FRIENDS = "friends"
    NONE = "none"
    REQUEST_RECEIVED = "request_received"
    REQUEST_SENT = "request_sent"

    def __str__(self) -> str:
        return str(self.value)

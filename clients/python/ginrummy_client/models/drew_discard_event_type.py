from enum import StrEnum


class DrewDiscardEventType(StrEnum):
    DREW_DISCARD = "drew_discard"

    def __str__(self) -> str:
        return str(self.value)

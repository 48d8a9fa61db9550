from enum import StrEnum


class DiscardType(StrEnum):
    DISCARD = "discard"

    def __str__(self) -> str:
        return str(self.value)

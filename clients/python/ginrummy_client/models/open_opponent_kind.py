from enum import StrEnum


class OpenOpponentKind(StrEnum):
    OPEN = "open"

    def __str__(self) -> str:
        return str(self.value)

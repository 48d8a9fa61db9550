from enum import StrEnum


class OpponentKind(StrEnum):
    BOT = "bot"
    OPEN = "open"

    def __str__(self) -> str:
        return str(self.value)

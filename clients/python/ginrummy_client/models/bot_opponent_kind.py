from enum import StrEnum


class BotOpponentKind(StrEnum):
    BOT = "bot"

    def __str__(self) -> str:
        return str(self.value)

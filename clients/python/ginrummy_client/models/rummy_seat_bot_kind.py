from enum import StrEnum


class RummySeatBotKind(StrEnum):
    BOT = "bot"

    def __str__(self) -> str:
        return str(self.value)

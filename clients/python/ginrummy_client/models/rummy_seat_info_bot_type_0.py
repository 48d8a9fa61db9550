from enum import StrEnum


class RummySeatInfoBotType0(StrEnum):
    BEGINNER = "beginner"
    EASY = "easy"
    MEDIUM = "medium"

    def __str__(self) -> str:
        return str(self.value)

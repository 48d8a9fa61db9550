from enum import StrEnum


class RummySeatBotLevel(StrEnum):
    BEGINNER = "beginner"
    EASY = "easy"
    MEDIUM = "medium"

    def __str__(self) -> str:
        return str(self.value)

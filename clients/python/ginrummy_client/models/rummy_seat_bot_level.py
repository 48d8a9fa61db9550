from enum import StrEnum


class RummySeatBotLevel(StrEnum):
    BEGINNER = "beginner"
    EASY = "easy"
    EXPERT = "expert"
    MEDIUM = "medium"

    def __str__(self) -> str:
        return str(self.value)

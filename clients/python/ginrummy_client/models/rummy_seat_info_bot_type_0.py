from enum import StrEnum


class RummySeatInfoBotType0(StrEnum):
    BEGINNER = "beginner"
    EASY = "easy"
    EXPERT = "expert"
    MEDIUM = "medium"

    def __str__(self) -> str:
        return str(self.value)

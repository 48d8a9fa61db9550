from enum import StrEnum


class RummyMatchCreatedBotsItemType0(StrEnum):
    BEGINNER = "beginner"
    EASY = "easy"
    EXPERT = "expert"
    MEDIUM = "medium"

    def __str__(self) -> str:
        return str(self.value)

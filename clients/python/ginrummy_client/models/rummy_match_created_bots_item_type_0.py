from enum import StrEnum


class RummyMatchCreatedBotsItemType0(StrEnum):
    BEGINNER = "beginner"
    EASY = "easy"
    MEDIUM = "medium"

    def __str__(self) -> str:
        return str(self.value)

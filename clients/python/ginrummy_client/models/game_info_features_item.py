from enum import StrEnum


class GameInfoFeaturesItem(StrEnum):
    ANALYSIS = "analysis"
    HINTS = "hints"
    TOURNAMENTS = "tournaments"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class MatchAnalysisObjective(StrEnum):
    MATCH = "match"
    POINTS = "points"

    def __str__(self) -> str:
        return str(self.value)

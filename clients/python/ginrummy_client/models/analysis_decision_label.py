from enum import StrEnum


class AnalysisDecisionLabel(StrEnum):
    BLUNDER = "blunder"
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"

    def __str__(self) -> str:
        return str(self.value)

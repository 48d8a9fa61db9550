from enum import StrEnum


class AnalysisDecisionPhase(StrEnum):
    DISCARD = "discard"
    DRAW = "draw"
    ENDED = "ended"
    LAYOFF = "layoff"
    UPCARD_OFFER = "upcard_offer"

    def __str__(self) -> str:
        return str(self.value)

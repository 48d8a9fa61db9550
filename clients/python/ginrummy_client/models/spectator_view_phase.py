from enum import StrEnum


class SpectatorViewPhase(StrEnum):
    DISCARD = "discard"
    DRAW = "draw"
    ENDED = "ended"
    LAYOFF = "layoff"
    UPCARD_OFFER = "upcard_offer"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class DealScoredEventType(StrEnum):
    DEAL_SCORED = "deal_scored"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class MatchCancelledEventType(StrEnum):
    MATCH_CANCELLED = "match_cancelled"

    def __str__(self) -> str:
        return str(self.value)

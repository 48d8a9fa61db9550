from enum import StrEnum


class RummyMatchCancelledType(StrEnum):
    MATCH_CANCELLED = "match_cancelled"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class MatchStartedEventType(StrEnum):
    MATCH_STARTED = "match_started"

    def __str__(self) -> str:
        return str(self.value)

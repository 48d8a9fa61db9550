from enum import StrEnum


class MatchCreatedEventType(StrEnum):
    MATCH_CREATED = "match_created"

    def __str__(self) -> str:
        return str(self.value)

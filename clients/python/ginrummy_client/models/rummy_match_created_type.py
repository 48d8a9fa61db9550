from enum import StrEnum


class RummyMatchCreatedType(StrEnum):
    MATCH_CREATED = "match_created"

    def __str__(self) -> str:
        return str(self.value)

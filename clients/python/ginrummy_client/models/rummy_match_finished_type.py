from enum import StrEnum


class RummyMatchFinishedType(StrEnum):
    MATCH_FINISHED = "match_finished"

    def __str__(self) -> str:
        return str(self.value)

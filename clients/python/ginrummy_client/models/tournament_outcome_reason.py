from enum import StrEnum


class TournamentOutcomeReason(StrEnum):
    CAP = "cap"
    COMPLETE = "complete"
    ERROR = "error"
    SPRT = "sprt"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class TournamentOutcomeDecisionType0(StrEnum):
    CONTINUE = "continue"
    H0 = "H0"
    H1 = "H1"

    def __str__(self) -> str:
        return str(self.value)

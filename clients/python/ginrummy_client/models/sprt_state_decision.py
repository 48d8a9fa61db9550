from enum import StrEnum


class SprtStateDecision(StrEnum):
    CONTINUE = "continue"
    H0 = "H0"
    H1 = "H1"

    def __str__(self) -> str:
        return str(self.value)

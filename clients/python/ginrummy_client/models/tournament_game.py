from enum import StrEnum


class TournamentGame(StrEnum):
    GIN = "gin"
    RUMMY = "rummy"

    def __str__(self) -> str:
        return str(self.value)

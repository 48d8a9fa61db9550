from enum import StrEnum


class TournamentCreateGame(StrEnum):
    GIN = "gin"
    RUMMY = "rummy"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class GetLeaderboardGame(StrEnum):
    GIN = "gin"
    RUMMY = "rummy"

    def __str__(self) -> str:
        return str(self.value)

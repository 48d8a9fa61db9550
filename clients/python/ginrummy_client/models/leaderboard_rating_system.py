from enum import StrEnum


class LeaderboardRatingSystem(StrEnum):
    GLICKO2 = "glicko2"
    OPENSKILL = "openskill"

    def __str__(self) -> str:
        return str(self.value)

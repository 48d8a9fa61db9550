from enum import StrEnum


class TournamentPointsMeasure(StrEnum):
    HAND_POINTS = "hand_points"
    MATCH_TOTALS = "match_totals"

    def __str__(self) -> str:
        return str(self.value)

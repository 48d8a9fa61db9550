from enum import StrEnum


class TournamentCreateSprtModelType0(StrEnum):
    APPROXIMATE = "approximate"
    EXACT = "exact"

    def __str__(self) -> str:
        return str(self.value)

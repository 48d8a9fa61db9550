from enum import StrEnum


class SprtStateModel(StrEnum):
    APPROXIMATE = "approximate"
    EXACT = "exact"

    def __str__(self) -> str:
        return str(self.value)

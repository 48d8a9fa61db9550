from enum import StrEnum


class AnalysisPendingStatus(StrEnum):
    PENDING = "pending"

    def __str__(self) -> str:
        return str(self.value)

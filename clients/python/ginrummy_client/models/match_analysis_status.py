from enum import StrEnum


class MatchAnalysisStatus(StrEnum):
    DONE = "done"

    def __str__(self) -> str:
        return str(self.value)

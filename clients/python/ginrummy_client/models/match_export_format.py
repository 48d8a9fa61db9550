from enum import StrEnum


class MatchExportFormat(StrEnum):
    GINRUMMY_MATCH_EXPORT1 = "ginrummy-match-export/1"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class RummyExportFormat(StrEnum):
    GINRUMMY_RUMMY_EXPORT1 = "ginrummy-rummy-export/1"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class LayoffFinishedEventType(StrEnum):
    LAYOFF_FINISHED = "layoff_finished"

    def __str__(self) -> str:
        return str(self.value)

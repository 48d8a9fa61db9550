from enum import StrEnum


class FinishLayoffType(StrEnum):
    FINISH_LAYOFF = "finish_layoff"

    def __str__(self) -> str:
        return str(self.value)

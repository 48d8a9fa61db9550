from enum import StrEnum


class DeadlineForfeitReason(StrEnum):
    DEADLINE = "deadline"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class TargetReachedReason(StrEnum):
    TARGET_REACHED = "target_reached"

    def __str__(self) -> str:
        return str(self.value)

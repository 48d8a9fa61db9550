from enum import StrEnum


class RummyDeadlineMissedType(StrEnum):
    DEADLINE_MISSED = "deadline_missed"

    def __str__(self) -> str:
        return str(self.value)

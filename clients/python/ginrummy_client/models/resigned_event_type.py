from enum import StrEnum


class ResignedEventType(StrEnum):
    RESIGNED = "resigned"

    def __str__(self) -> str:
        return str(self.value)

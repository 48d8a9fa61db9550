from enum import StrEnum


class UpcardTakenEventType(StrEnum):
    UPCARD_TAKEN = "upcard_taken"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class UpcardPassedEventType(StrEnum):
    UPCARD_PASSED = "upcard_passed"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class PassUpcardType(StrEnum):
    PASS_UPCARD = "pass_upcard"

    def __str__(self) -> str:
        return str(self.value)

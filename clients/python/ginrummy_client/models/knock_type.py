from enum import StrEnum


class KnockType(StrEnum):
    KNOCK = "knock"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class BigGinDeclaredEventType(StrEnum):
    BIG_GIN_DECLARED = "big_gin_declared"

    def __str__(self) -> str:
        return str(self.value)

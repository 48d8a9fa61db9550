from enum import StrEnum


class BigGinType(StrEnum):
    BIG_GIN = "big_gin"

    def __str__(self) -> str:
        return str(self.value)

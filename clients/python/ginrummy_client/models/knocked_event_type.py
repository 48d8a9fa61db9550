from enum import StrEnum


class KnockedEventType(StrEnum):
    KNOCKED = "knocked"

    def __str__(self) -> str:
        return str(self.value)

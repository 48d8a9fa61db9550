from enum import StrEnum


class GamePairUnit(StrEnum):
    DEALS = "deals"
    MATCHES = "matches"

    def __str__(self) -> str:
        return str(self.value)

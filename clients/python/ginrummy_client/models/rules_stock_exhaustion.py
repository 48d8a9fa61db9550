from enum import StrEnum


class RulesStockExhaustion(StrEnum):
    DRAW = "draw"
    RESHUFFLE = "reshuffle"

    def __str__(self) -> str:
        return str(self.value)

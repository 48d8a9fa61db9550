from enum import StrEnum


class RulesOutStockExhaustion(StrEnum):
    DRAW = "draw"
    RESHUFFLE = "reshuffle"

    def __str__(self) -> str:
        return str(self.value)

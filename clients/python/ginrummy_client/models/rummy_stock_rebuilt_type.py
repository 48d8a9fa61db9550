from enum import StrEnum


class RummyStockRebuiltType(StrEnum):
    STOCK_REBUILT = "stock_rebuilt"

    def __str__(self) -> str:
        return str(self.value)

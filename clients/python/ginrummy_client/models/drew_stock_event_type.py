from enum import StrEnum


class DrewStockEventType(StrEnum):
    DREW_STOCK = "drew_stock"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class RummyDrewStockType(StrEnum):
    DREW_STOCK = "drew_stock"

    def __str__(self) -> str:
        return str(self.value)

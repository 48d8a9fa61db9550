from enum import StrEnum


class RummyDrawStockType(StrEnum):
    DRAW_STOCK = "draw_stock"

    def __str__(self) -> str:
        return str(self.value)

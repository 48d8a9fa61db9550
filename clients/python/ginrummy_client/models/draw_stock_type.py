from enum import StrEnum


class DrawStockType(StrEnum):
    DRAW_STOCK = "draw_stock"

    def __str__(self) -> str:
        return str(self.value)

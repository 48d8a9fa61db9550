from enum import StrEnum


class RummySwapJokerType(StrEnum):
    SWAP_JOKER = "swap_joker"

    def __str__(self) -> str:
        return str(self.value)

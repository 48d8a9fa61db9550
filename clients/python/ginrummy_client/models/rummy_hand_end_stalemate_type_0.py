from enum import StrEnum


class RummyHandEndStalemateType0(StrEnum):
    NO_PLAY_CAN_FINISH = "no_play_can_finish"
    STOCK_EXHAUSTED = "stock_exhausted"
    TURN_LIMIT = "turn_limit"

    def __str__(self) -> str:
        return str(self.value)

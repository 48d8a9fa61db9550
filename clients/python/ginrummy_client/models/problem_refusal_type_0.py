from enum import StrEnum


class ProblemRefusalType0(StrEnum):
    BIG_GIN_OFF = "big_gin_off"
    DEAL_OVER = "deal_over"
    DOES_NOT_FIT = "does_not_fit"
    INVALID_MELDS = "invalid_melds"
    JUST_TAKEN = "just_taken"
    MALFORMED = "malformed"
    MATCH_OVER = "match_over"
    MUST_DRAW_STOCK = "must_draw_stock"
    NOT_BIG_GIN = "not_big_gin"
    NOT_HELD = "not_held"
    NOT_YOUR_TURN = "not_your_turn"
    NO_LEGAL_ACTION = "no_legal_action"
    NO_SUCH_MELD = "no_such_meld"
    OVER_KNOCK_LIMIT = "over_knock_limit"
    PILE_EMPTY = "pile_empty"
    WRONG_PHASE = "wrong_phase"

    def __str__(self) -> str:
        return str(self.value)

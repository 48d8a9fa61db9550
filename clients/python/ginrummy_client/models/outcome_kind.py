from enum import StrEnum


class OutcomeKind(StrEnum):
    BIG_GIN = "big_gin"
    DRAW = "draw"
    GIN = "gin"
    KNOCK = "knock"
    UNDERCUT = "undercut"
    VOID = "void"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class GameRuleOptionKind(StrEnum):
    BOOL = "bool"
    CHOICE = "choice"
    INT = "int"

    def __str__(self) -> str:
        return str(self.value)

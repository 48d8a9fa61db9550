from enum import StrEnum


class RulesOutVariant(StrEnum):
    CLASSIC = "classic"
    HOLLYWOOD = "hollywood"
    OKLAHOMA = "oklahoma"
    STRAIGHT = "straight"

    def __str__(self) -> str:
        return str(self.value)

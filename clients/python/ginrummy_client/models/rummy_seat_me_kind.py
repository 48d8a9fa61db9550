from enum import StrEnum


class RummySeatMeKind(StrEnum):
    ME = "me"

    def __str__(self) -> str:
        return str(self.value)

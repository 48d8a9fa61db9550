from enum import StrEnum


class DealsPlayedReason(StrEnum):
    DEALS_PLAYED = "deals_played"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class RematchOutStatus(StrEnum):
    ACCEPTED = "accepted"
    DECLINED = "declined"
    NONE = "none"
    PENDING = "pending"

    def __str__(self) -> str:
        return str(self.value)

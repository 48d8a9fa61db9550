from enum import StrEnum


class ListRummyMatchesStatus(StrEnum):
    ACTIVE = "active"
    ANY = "any"
    CANCELLED = "cancelled"
    FINISHED = "finished"
    OPEN = "open"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class ListTournamentsStatus(StrEnum):
    ANY = "any"
    CANCELLED = "cancelled"
    CREATED = "created"
    FAILED = "failed"
    FINISHED = "finished"
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)

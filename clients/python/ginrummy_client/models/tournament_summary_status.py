from enum import StrEnum


class TournamentSummaryStatus(StrEnum):
    CANCELLED = "cancelled"
    CREATED = "created"
    FAILED = "failed"
    FINISHED = "finished"
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)

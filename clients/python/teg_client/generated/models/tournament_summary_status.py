from enum import StrEnum


class TournamentSummaryStatus(StrEnum):
    CANCELLED = "cancelled"
    FINISHED = "finished"
    OPEN = "open"
    PAUSED = "paused"
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class CloseReportOutcome(StrEnum):
    DISMISS = "dismiss"
    RESOLVE = "resolve"

    def __str__(self) -> str:
        return str(self.value)

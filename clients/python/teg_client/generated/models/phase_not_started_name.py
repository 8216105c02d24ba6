from enum import StrEnum


class PhaseNotStartedName(StrEnum):
    NOT_STARTED = "not_started"

    def __str__(self) -> str:
        return str(self.value)

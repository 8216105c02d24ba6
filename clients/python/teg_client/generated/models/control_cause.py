from enum import StrEnum


class ControlCause(StrEnum):
    OPERATOR = "operator"
    RECLAIM = "reclaim"
    SEAT = "seat"
    TIMEOUTS = "timeouts"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class ForfeitReason(StrEnum):
    KICKED = "kicked"
    RESIGNED = "resigned"
    TIMED_OUT = "timed_out"

    def __str__(self) -> str:
        return str(self.value)

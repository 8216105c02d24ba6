from enum import StrEnum


class Teg2EventStartedEvent(StrEnum):
    STARTED = "started"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class Teg2EventActedEvent(StrEnum):
    ACTED = "acted"

    def __str__(self) -> str:
        return str(self.value)

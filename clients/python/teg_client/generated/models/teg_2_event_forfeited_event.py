from enum import StrEnum


class Teg2EventForfeitedEvent(StrEnum):
    FORFEITED = "forfeited"

    def __str__(self) -> str:
        return str(self.value)

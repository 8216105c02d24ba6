from enum import StrEnum


class Teg2EventDefaultedEvent(StrEnum):
    DEFAULTED = "defaulted"

    def __str__(self) -> str:
        return str(self.value)

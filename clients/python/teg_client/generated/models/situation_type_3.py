from enum import StrEnum


class SituationType3(StrEnum):
    CRISIS = "crisis"

    def __str__(self) -> str:
        return str(self.value)

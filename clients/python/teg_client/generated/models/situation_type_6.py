from enum import StrEnum


class SituationType6(StrEnum):
    CLOSED_BORDERS = "closed_borders"

    def __str__(self) -> str:
        return str(self.value)

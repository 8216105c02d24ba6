from enum import StrEnum


class SituationType5(StrEnum):
    OPEN_BORDERS = "open_borders"

    def __str__(self) -> str:
        return str(self.value)

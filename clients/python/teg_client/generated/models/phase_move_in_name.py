from enum import StrEnum


class PhaseMoveInName(StrEnum):
    MOVE_IN = "move_in"

    def __str__(self) -> str:
        return str(self.value)

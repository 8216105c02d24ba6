from enum import StrEnum


class RiskCommandMoveInType(StrEnum):
    MOVE_IN = "move_in"

    def __str__(self) -> str:
        return str(self.value)

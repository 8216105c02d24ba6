from enum import StrEnum


class RiskEventObjectiveDealtType(StrEnum):
    OBJECTIVE_DEALT = "objective_dealt"

    def __str__(self) -> str:
        return str(self.value)

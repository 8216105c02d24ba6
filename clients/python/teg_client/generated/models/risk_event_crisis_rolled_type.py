from enum import StrEnum


class RiskEventCrisisRolledType(StrEnum):
    CRISIS_ROLLED = "crisis_rolled"

    def __str__(self) -> str:
        return str(self.value)

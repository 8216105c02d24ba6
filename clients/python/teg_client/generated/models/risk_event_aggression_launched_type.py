from enum import StrEnum


class RiskEventAggressionLaunchedType(StrEnum):
    AGGRESSION_LAUNCHED = "aggression_launched"

    def __str__(self) -> str:
        return str(self.value)

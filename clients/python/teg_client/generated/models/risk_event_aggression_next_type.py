from enum import StrEnum


class RiskEventAggressionNextType(StrEnum):
    AGGRESSION_NEXT = "aggression_next"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class RiskCommandEndAggressionType(StrEnum):
    END_AGGRESSION = "end_aggression"

    def __str__(self) -> str:
        return str(self.value)

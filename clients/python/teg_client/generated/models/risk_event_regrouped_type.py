from enum import StrEnum


class RiskEventRegroupedType(StrEnum):
    REGROUPED = "regrouped"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class RiskCommandRegroupType(StrEnum):
    REGROUP = "regroup"

    def __str__(self) -> str:
        return str(self.value)

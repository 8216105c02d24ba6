from enum import StrEnum


class RiskEventAllyRegroupStartedType(StrEnum):
    ALLY_REGROUP_STARTED = "ally_regroup_started"

    def __str__(self) -> str:
        return str(self.value)

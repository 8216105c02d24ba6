from enum import StrEnum


class RiskCommandLaunchAggressionType(StrEnum):
    LAUNCH_AGGRESSION = "launch_aggression"

    def __str__(self) -> str:
        return str(self.value)

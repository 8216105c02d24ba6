from enum import StrEnum


class RiskEventReinforcementStartedType(StrEnum):
    REINFORCEMENT_STARTED = "reinforcement_started"

    def __str__(self) -> str:
        return str(self.value)

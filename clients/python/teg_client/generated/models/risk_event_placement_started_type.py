from enum import StrEnum


class RiskEventPlacementStartedType(StrEnum):
    PLACEMENT_STARTED = "placement_started"

    def __str__(self) -> str:
        return str(self.value)

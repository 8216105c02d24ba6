from enum import StrEnum


class RiskEventRoundCapReachedType(StrEnum):
    ROUND_CAP_REACHED = "round_cap_reached"

    def __str__(self) -> str:
        return str(self.value)

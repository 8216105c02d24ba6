from enum import StrEnum


class RiskEventArmiesPlacedType(StrEnum):
    ARMIES_PLACED = "armies_placed"

    def __str__(self) -> str:
        return str(self.value)

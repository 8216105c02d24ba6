from enum import StrEnum


class RiskEventArmiesMovedInType(StrEnum):
    ARMIES_MOVED_IN = "armies_moved_in"

    def __str__(self) -> str:
        return str(self.value)

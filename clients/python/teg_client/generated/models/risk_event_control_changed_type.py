from enum import StrEnum


class RiskEventControlChangedType(StrEnum):
    CONTROL_CHANGED = "control_changed"

    def __str__(self) -> str:
        return str(self.value)

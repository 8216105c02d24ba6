from enum import StrEnum


class RiskEventPositionLoadedType(StrEnum):
    POSITION_LOADED = "position_loaded"

    def __str__(self) -> str:
        return str(self.value)

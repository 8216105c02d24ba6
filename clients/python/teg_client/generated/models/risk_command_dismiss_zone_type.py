from enum import StrEnum


class RiskCommandDismissZoneType(StrEnum):
    DISMISS_ZONE = "dismiss_zone"

    def __str__(self) -> str:
        return str(self.value)

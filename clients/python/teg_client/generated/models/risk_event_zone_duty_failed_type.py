from enum import StrEnum


class RiskEventZoneDutyFailedType(StrEnum):
    ZONE_DUTY_FAILED = "zone_duty_failed"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class RiskEventMissileFiredAtType(StrEnum):
    MISSILE_FIRED_AT = "missile_fired_at"

    def __str__(self) -> str:
        return str(self.value)

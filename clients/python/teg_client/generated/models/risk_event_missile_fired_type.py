from enum import StrEnum


class RiskEventMissileFiredType(StrEnum):
    MISSILE_FIRED = "missile_fired"

    def __str__(self) -> str:
        return str(self.value)

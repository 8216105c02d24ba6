from enum import StrEnum


class RiskCommandFireMissileAtType(StrEnum):
    FIRE_MISSILE_AT = "fire_missile_at"

    def __str__(self) -> str:
        return str(self.value)

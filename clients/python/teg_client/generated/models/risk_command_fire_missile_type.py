from enum import StrEnum


class RiskCommandFireMissileType(StrEnum):
    FIRE_MISSILE = "fire_missile"

    def __str__(self) -> str:
        return str(self.value)

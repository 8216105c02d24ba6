from enum import StrEnum


class RiskEventMissileConvertedType(StrEnum):
    MISSILE_CONVERTED = "missile_converted"

    def __str__(self) -> str:
        return str(self.value)

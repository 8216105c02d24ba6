from enum import StrEnum


class RiskCommandConvertMissileType(StrEnum):
    CONVERT_MISSILE = "convert_missile"

    def __str__(self) -> str:
        return str(self.value)

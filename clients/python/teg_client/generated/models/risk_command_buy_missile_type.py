from enum import StrEnum


class RiskCommandBuyMissileType(StrEnum):
    BUY_MISSILE = "buy_missile"

    def __str__(self) -> str:
        return str(self.value)

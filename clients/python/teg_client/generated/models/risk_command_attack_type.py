from enum import StrEnum


class RiskCommandAttackType(StrEnum):
    ATTACK = "attack"

    def __str__(self) -> str:
        return str(self.value)

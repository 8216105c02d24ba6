from enum import StrEnum


class RiskEventAttackResolvedType(StrEnum):
    ATTACK_RESOLVED = "attack_resolved"

    def __str__(self) -> str:
        return str(self.value)

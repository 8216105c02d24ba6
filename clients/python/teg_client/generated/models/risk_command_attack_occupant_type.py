from enum import StrEnum


class RiskCommandAttackOccupantType(StrEnum):
    ATTACK_OCCUPANT = "attack_occupant"

    def __str__(self) -> str:
        return str(self.value)

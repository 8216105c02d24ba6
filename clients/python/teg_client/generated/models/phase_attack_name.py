from enum import StrEnum


class PhaseAttackName(StrEnum):
    ATTACK = "attack"

    def __str__(self) -> str:
        return str(self.value)

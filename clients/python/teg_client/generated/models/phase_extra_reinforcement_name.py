from enum import StrEnum


class PhaseExtraReinforcementName(StrEnum):
    EXTRA_REINFORCEMENT = "extra_reinforcement"

    def __str__(self) -> str:
        return str(self.value)

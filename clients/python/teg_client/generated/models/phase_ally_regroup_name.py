from enum import StrEnum


class PhaseAllyRegroupName(StrEnum):
    ALLY_REGROUP = "ally_regroup"

    def __str__(self) -> str:
        return str(self.value)

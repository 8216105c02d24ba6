from enum import StrEnum


class PhaseRegroupName(StrEnum):
    REGROUP = "regroup"

    def __str__(self) -> str:
        return str(self.value)

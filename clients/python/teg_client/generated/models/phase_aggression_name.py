from enum import StrEnum


class PhaseAggressionName(StrEnum):
    AGGRESSION = "aggression"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class PhaseInitialPlacementName(StrEnum):
    INITIAL_PLACEMENT = "initial_placement"

    def __str__(self) -> str:
        return str(self.value)

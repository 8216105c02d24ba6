from enum import StrEnum


class SituationType0(StrEnum):
    CLASSIC_COMBAT = "classic_combat"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class RiskEventGameAbortedType(StrEnum):
    GAME_ABORTED = "game_aborted"

    def __str__(self) -> str:
        return str(self.value)

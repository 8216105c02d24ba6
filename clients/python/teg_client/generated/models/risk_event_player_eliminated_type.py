from enum import StrEnum


class RiskEventPlayerEliminatedType(StrEnum):
    PLAYER_ELIMINATED = "player_eliminated"

    def __str__(self) -> str:
        return str(self.value)

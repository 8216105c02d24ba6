from enum import StrEnum


class RiskEventGameWonType(StrEnum):
    GAME_WON = "game_won"

    def __str__(self) -> str:
        return str(self.value)

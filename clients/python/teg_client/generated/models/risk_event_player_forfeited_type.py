from enum import StrEnum


class RiskEventPlayerForfeitedType(StrEnum):
    PLAYER_FORFEITED = "player_forfeited"

    def __str__(self) -> str:
        return str(self.value)

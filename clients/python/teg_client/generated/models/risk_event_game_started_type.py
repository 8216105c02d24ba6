from enum import StrEnum


class RiskEventGameStartedType(StrEnum):
    GAME_STARTED = "game_started"

    def __str__(self) -> str:
        return str(self.value)

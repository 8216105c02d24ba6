from enum import StrEnum


class RiskEventTurnEndedType(StrEnum):
    TURN_ENDED = "turn_ended"

    def __str__(self) -> str:
        return str(self.value)

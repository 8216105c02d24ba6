from enum import StrEnum


class RiskEventSituationRevealedType(StrEnum):
    SITUATION_REVEALED = "situation_revealed"

    def __str__(self) -> str:
        return str(self.value)

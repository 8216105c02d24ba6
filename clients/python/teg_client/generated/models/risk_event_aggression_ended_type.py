from enum import StrEnum


class RiskEventAggressionEndedType(StrEnum):
    AGGRESSION_ENDED = "aggression_ended"

    def __str__(self) -> str:
        return str(self.value)

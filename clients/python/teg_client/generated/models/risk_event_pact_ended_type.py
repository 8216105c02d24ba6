from enum import StrEnum


class RiskEventPactEndedType(StrEnum):
    PACT_ENDED = "pact_ended"

    def __str__(self) -> str:
        return str(self.value)

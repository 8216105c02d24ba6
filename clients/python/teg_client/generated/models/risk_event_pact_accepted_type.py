from enum import StrEnum


class RiskEventPactAcceptedType(StrEnum):
    PACT_ACCEPTED = "pact_accepted"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class RiskEventPactProposedType(StrEnum):
    PACT_PROPOSED = "pact_proposed"

    def __str__(self) -> str:
        return str(self.value)

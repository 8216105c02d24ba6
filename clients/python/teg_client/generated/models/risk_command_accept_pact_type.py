from enum import StrEnum


class RiskCommandAcceptPactType(StrEnum):
    ACCEPT_PACT = "accept_pact"

    def __str__(self) -> str:
        return str(self.value)

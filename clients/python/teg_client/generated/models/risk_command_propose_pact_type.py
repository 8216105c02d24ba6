from enum import StrEnum


class RiskCommandProposePactType(StrEnum):
    PROPOSE_PACT = "propose_pact"

    def __str__(self) -> str:
        return str(self.value)

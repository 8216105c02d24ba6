from enum import StrEnum


class RiskCommandRefusePactType(StrEnum):
    REFUSE_PACT = "refuse_pact"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class RiskCommandWithdrawPactType(StrEnum):
    WITHDRAW_PACT = "withdraw_pact"

    def __str__(self) -> str:
        return str(self.value)

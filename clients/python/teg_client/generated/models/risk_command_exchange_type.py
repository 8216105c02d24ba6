from enum import StrEnum


class RiskCommandExchangeType(StrEnum):
    EXCHANGE = "exchange"

    def __str__(self) -> str:
        return str(self.value)

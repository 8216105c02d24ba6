from enum import StrEnum


class RiskCommandBreakPactType(StrEnum):
    BREAK_PACT = "break_pact"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class RiskEventPactBreakAnnouncedType(StrEnum):
    PACT_BREAK_ANNOUNCED = "pact_break_announced"

    def __str__(self) -> str:
        return str(self.value)

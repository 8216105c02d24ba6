from enum import StrEnum


class RiskEventCardsExchangedType(StrEnum):
    CARDS_EXCHANGED = "cards_exchanged"

    def __str__(self) -> str:
        return str(self.value)

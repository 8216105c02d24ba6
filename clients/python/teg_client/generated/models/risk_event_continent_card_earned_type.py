from enum import StrEnum


class RiskEventContinentCardEarnedType(StrEnum):
    CONTINENT_CARD_EARNED = "continent_card_earned"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class RiskEventCardBonusType(StrEnum):
    CARD_BONUS = "card_bonus"

    def __str__(self) -> str:
        return str(self.value)

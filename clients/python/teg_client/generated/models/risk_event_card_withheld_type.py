from enum import StrEnum


class RiskEventCardWithheldType(StrEnum):
    CARD_WITHHELD = "card_withheld"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class RiskEventContinentCardReturnedType(StrEnum):
    CONTINENT_CARD_RETURNED = "continent_card_returned"

    def __str__(self) -> str:
        return str(self.value)

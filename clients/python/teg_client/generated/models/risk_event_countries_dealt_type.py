from enum import StrEnum


class RiskEventCountriesDealtType(StrEnum):
    COUNTRIES_DEALT = "countries_dealt"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class PactTermsCountryKind(StrEnum):
    COUNTRY = "country"

    def __str__(self) -> str:
        return str(self.value)

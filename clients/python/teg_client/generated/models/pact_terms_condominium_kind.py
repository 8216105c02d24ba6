from enum import StrEnum


class PactTermsCondominiumKind(StrEnum):
    CONDOMINIUM = "condominium"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class RiskEventCondominiumFormedType(StrEnum):
    CONDOMINIUM_FORMED = "condominium_formed"

    def __str__(self) -> str:
        return str(self.value)

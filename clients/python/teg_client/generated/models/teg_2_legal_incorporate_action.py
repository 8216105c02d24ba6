from enum import StrEnum


class Teg2LegalIncorporateAction(StrEnum):
    INCORPORATE = "incorporate"

    def __str__(self) -> str:
        return str(self.value)

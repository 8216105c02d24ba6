from enum import StrEnum


class Teg2CommandIncorporateAction(StrEnum):
    INCORPORATE = "incorporate"

    def __str__(self) -> str:
        return str(self.value)

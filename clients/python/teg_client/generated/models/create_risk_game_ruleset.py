from enum import StrEnum


class CreateRiskGameRuleset(StrEnum):
    CLASSIC = "classic"
    JUNIOR = "junior"
    REVANCHA = "revancha"

    def __str__(self) -> str:
        return str(self.value)

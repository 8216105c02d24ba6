from enum import StrEnum


class PositionRuleset(StrEnum):
    CLASSIC = "classic"
    JUNIOR = "junior"
    REVANCHA = "revancha"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class RiskEventMissileBoughtType(StrEnum):
    MISSILE_BOUGHT = "missile_bought"

    def __str__(self) -> str:
        return str(self.value)

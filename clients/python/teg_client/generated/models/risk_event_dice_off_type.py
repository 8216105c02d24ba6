from enum import StrEnum


class RiskEventDiceOffType(StrEnum):
    DICE_OFF = "dice_off"

    def __str__(self) -> str:
        return str(self.value)

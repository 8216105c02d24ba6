from enum import StrEnum


class DiceOffPurpose(StrEnum):
    FIRST_PLAYER = "first_player"
    LEFTOVER_COUNTRIES = "leftover_countries"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class Power(StrEnum):
    CHINA = "china"
    EAST_EUROPE = "east_europe"
    JAPAN = "japan"
    USA = "usa"
    USSR = "ussr"
    WEST_EUROPE = "west_europe"

    def __str__(self) -> str:
        return str(self.value)

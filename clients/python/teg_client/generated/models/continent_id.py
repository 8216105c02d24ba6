from enum import StrEnum


class ContinentId(StrEnum):
    AFRICA = "africa"
    ASIA = "asia"
    CENTRAL_AMERICA = "central_america"
    EUROPE = "europe"
    NORTH_AMERICA = "north_america"
    OCEANIA = "oceania"
    SOUTH_AMERICA = "south_america"

    def __str__(self) -> str:
        return str(self.value)

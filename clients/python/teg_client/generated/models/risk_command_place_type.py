from enum import StrEnum


class RiskCommandPlaceType(StrEnum):
    PLACE = "place"

    def __str__(self) -> str:
        return str(self.value)

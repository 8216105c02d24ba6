from enum import StrEnum


class UnitKind(StrEnum):
    AIRCRAFT = "aircraft"
    ARMY = "army"
    SHIP = "ship"

    def __str__(self) -> str:
        return str(self.value)

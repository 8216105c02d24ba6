from enum import StrEnum


class Symbol(StrEnum):
    BALLOON = "balloon"
    CANNON = "cannon"
    GALLEON = "galleon"
    PLANE = "plane"
    SHIP = "ship"
    TANK = "tank"

    def __str__(self) -> str:
        return str(self.value)

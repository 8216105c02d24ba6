from enum import StrEnum


class RegionKind(StrEnum):
    LAND = "land"
    SEA = "sea"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class MapId(StrEnum):
    AMERICAS = "americas"
    OLD_WORLD = "old_world"
    PLANISPHERE = "planisphere"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class RecordRocketExplodedRecord(StrEnum):
    ROCKET_EXPLODED = "rocket_exploded"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class RecordLevelMovedRecord(StrEnum):
    LEVEL_MOVED = "level_moved"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class RecordObjectivesRevealedRecord(StrEnum):
    OBJECTIVES_REVEALED = "objectives_revealed"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class RecordScoredRecord(StrEnum):
    SCORED = "scored"

    def __str__(self) -> str:
        return str(self.value)

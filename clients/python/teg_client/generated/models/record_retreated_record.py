from enum import StrEnum


class RecordRetreatedRecord(StrEnum):
    RETREATED = "retreated"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class RecordAttritionRecord(StrEnum):
    ATTRITION = "attrition"

    def __str__(self) -> str:
        return str(self.value)

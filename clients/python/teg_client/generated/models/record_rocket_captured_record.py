from enum import StrEnum


class RecordRocketCapturedRecord(StrEnum):
    ROCKET_CAPTURED = "rocket_captured"

    def __str__(self) -> str:
        return str(self.value)

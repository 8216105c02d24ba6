from enum import StrEnum


class RecordRocketInterceptedRecord(StrEnum):
    ROCKET_INTERCEPTED = "rocket_intercepted"

    def __str__(self) -> str:
        return str(self.value)

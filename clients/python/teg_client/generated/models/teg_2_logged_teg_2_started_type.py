from enum import StrEnum


class Teg2LoggedTeg2StartedType(StrEnum):
    TEG2_STARTED = "teg2_started"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class Teg2LoggedTeg2TimedOutType(StrEnum):
    TEG2_TIMED_OUT = "teg2_timed_out"

    def __str__(self) -> str:
        return str(self.value)

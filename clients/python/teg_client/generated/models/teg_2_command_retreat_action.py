from enum import StrEnum


class Teg2CommandRetreatAction(StrEnum):
    RETREAT = "retreat"

    def __str__(self) -> str:
        return str(self.value)

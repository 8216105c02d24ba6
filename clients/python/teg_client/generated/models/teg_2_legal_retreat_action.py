from enum import StrEnum


class Teg2LegalRetreatAction(StrEnum):
    RETREAT = "retreat"

    def __str__(self) -> str:
        return str(self.value)

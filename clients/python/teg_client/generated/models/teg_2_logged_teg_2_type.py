from enum import StrEnum


class Teg2LoggedTeg2Type(StrEnum):
    TEG2 = "teg2"

    def __str__(self) -> str:
        return str(self.value)

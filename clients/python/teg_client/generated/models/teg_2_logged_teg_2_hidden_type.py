from enum import StrEnum


class Teg2LoggedTeg2HiddenType(StrEnum):
    TEG2_HIDDEN = "teg2_hidden"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class CardSymbolType2(StrEnum):
    SUPER = "super"

    def __str__(self) -> str:
        return str(self.value)

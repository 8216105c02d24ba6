from enum import StrEnum


class CardSymbolType1(StrEnum):
    WILDCARD = "wildcard"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class CreateTeg2GameRuleset(StrEnum):
    TEG2 = "teg2"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class Authority(StrEnum):
    OPERATOR = "operator"
    TOURNAMENT = "tournament"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class PlayLevel(StrEnum):
    ADVANCED = "advanced"
    BASIC = "basic"
    MEDIUM = "medium"

    def __str__(self) -> str:
        return str(self.value)

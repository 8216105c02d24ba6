from enum import StrEnum


class PactStatusTruceState(StrEnum):
    TRUCE = "truce"

    def __str__(self) -> str:
        return str(self.value)

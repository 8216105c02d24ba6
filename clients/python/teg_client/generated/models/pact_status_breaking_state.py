from enum import StrEnum


class PactStatusBreakingState(StrEnum):
    BREAKING = "breaking"

    def __str__(self) -> str:
        return str(self.value)

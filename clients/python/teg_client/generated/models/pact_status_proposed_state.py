from enum import StrEnum


class PactStatusProposedState(StrEnum):
    PROPOSED = "proposed"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class PactStatusInForceState(StrEnum):
    IN_FORCE = "in_force"

    def __str__(self) -> str:
        return str(self.value)

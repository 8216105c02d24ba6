from enum import StrEnum


class ControllerHumanKind(StrEnum):
    HUMAN = "human"

    def __str__(self) -> str:
        return str(self.value)

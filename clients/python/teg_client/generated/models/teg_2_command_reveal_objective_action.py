from enum import StrEnum


class Teg2CommandRevealObjectiveAction(StrEnum):
    REVEAL_OBJECTIVE = "reveal_objective"

    def __str__(self) -> str:
        return str(self.value)

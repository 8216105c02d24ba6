from enum import StrEnum


class Teg2LegalRevealObjectiveAction(StrEnum):
    REVEAL_OBJECTIVE = "reveal_objective"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class Teg2LegalPlaceObjectiveAction(StrEnum):
    PLACE_OBJECTIVE = "place_objective"

    def __str__(self) -> str:
        return str(self.value)

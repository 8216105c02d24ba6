from enum import StrEnum


class Teg2CommandPlaceObjectiveAction(StrEnum):
    PLACE_OBJECTIVE = "place_objective"

    def __str__(self) -> str:
        return str(self.value)

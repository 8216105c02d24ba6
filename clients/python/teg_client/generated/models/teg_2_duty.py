from enum import StrEnum


class Teg2Duty(StrEnum):
    ATTACK = "attack"
    COMMIT_INTERCEPT = "commit_intercept"
    COMMIT_SPLIT = "commit_split"
    DEFENDER_CHOICE = "defender_choice"
    INCORPORATE = "incorporate"
    LAUNCH = "launch"
    PLACE_OBJECTIVE = "place_objective"
    REINFORCE = "reinforce"
    REVEAL_INTERCEPT = "reveal_intercept"
    REVEAL_OBJECTIVES = "reveal_objectives"
    REVEAL_SPLIT = "reveal_split"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class CombatStage(StrEnum):
    ATTACKER_REINFORCE = "attacker_reinforce"
    CLOCKS = "clocks"
    DEFENDER_CHOICE = "defender_choice"

    def __str__(self) -> str:
        return str(self.value)

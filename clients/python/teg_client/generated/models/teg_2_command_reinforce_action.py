from enum import StrEnum


class Teg2CommandReinforceAction(StrEnum):
    REINFORCE = "reinforce"

    def __str__(self) -> str:
        return str(self.value)

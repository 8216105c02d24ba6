from enum import StrEnum


class Teg2LegalReinforceAction(StrEnum):
    REINFORCE = "reinforce"

    def __str__(self) -> str:
        return str(self.value)

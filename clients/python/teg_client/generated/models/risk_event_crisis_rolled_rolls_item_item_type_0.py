from enum import StrEnum


class RiskEventCrisisRolledRollsItemItemType0(StrEnum):
    BLACK = "black"
    BLUE = "blue"
    GREEN = "green"
    RED = "red"
    WHITE = "white"
    YELLOW = "yellow"

    def __str__(self) -> str:
        return str(self.value)

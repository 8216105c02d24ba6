from enum import StrEnum


class Teg2CommandRevealSplitAction(StrEnum):
    REVEAL_SPLIT = "reveal_split"

    def __str__(self) -> str:
        return str(self.value)

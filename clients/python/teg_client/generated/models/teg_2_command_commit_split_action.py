from enum import StrEnum


class Teg2CommandCommitSplitAction(StrEnum):
    COMMIT_SPLIT = "commit_split"

    def __str__(self) -> str:
        return str(self.value)

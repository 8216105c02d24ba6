from enum import StrEnum


class Teg2CommandCommitInterceptAction(StrEnum):
    COMMIT_INTERCEPT = "commit_intercept"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class Teg2LegalCommitInterceptAction(StrEnum):
    COMMIT_INTERCEPT = "commit_intercept"

    def __str__(self) -> str:
        return str(self.value)

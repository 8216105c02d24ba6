from enum import StrEnum


class Teg2CommandRevealInterceptAction(StrEnum):
    REVEAL_INTERCEPT = "reveal_intercept"

    def __str__(self) -> str:
        return str(self.value)

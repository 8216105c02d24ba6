from enum import StrEnum


class AnswerPactAnswer(StrEnum):
    ACCEPT = "accept"
    BREAK = "break"
    DISMISS = "dismiss"
    REFUSE = "refuse"
    WITHDRAW = "withdraw"

    def __str__(self) -> str:
        return str(self.value)

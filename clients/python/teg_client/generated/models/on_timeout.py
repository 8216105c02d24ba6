from enum import StrEnum


class OnTimeout(StrEnum):
    BOT = "bot"
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)

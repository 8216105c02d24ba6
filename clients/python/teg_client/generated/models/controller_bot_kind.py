from enum import StrEnum


class ControllerBotKind(StrEnum):
    BOT = "bot"

    def __str__(self) -> str:
        return str(self.value)

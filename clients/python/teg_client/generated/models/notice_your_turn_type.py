from enum import StrEnum


class NoticeYourTurnType(StrEnum):
    YOUR_TURN = "your_turn"

    def __str__(self) -> str:
        return str(self.value)

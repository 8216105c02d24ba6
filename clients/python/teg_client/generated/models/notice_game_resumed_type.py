from enum import StrEnum


class NoticeGameResumedType(StrEnum):
    GAME_RESUMED = "game_resumed"

    def __str__(self) -> str:
        return str(self.value)

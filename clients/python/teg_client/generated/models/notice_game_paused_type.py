from enum import StrEnum


class NoticeGamePausedType(StrEnum):
    GAME_PAUSED = "game_paused"

    def __str__(self) -> str:
        return str(self.value)

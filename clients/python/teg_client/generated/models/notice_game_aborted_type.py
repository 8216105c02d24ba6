from enum import StrEnum


class NoticeGameAbortedType(StrEnum):
    GAME_ABORTED = "game_aborted"

    def __str__(self) -> str:
        return str(self.value)

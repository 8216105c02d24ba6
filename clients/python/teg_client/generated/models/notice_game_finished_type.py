from enum import StrEnum


class NoticeGameFinishedType(StrEnum):
    GAME_FINISHED = "game_finished"

    def __str__(self) -> str:
        return str(self.value)

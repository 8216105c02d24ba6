from enum import StrEnum


class ModerateGameAction(StrEnum):
    ABORT = "abort"
    PAUSE = "pause"
    RESUME = "resume"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class ModerateTournamentAction(StrEnum):
    DISQUALIFY = "disqualify"
    PAUSE = "pause"
    RESUME = "resume"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class ListGamesAsOperatorStatus(StrEnum):
    ABORTED = "aborted"
    FINISHED = "finished"
    LOBBY = "lobby"
    PAUSED = "paused"
    PLAYING = "playing"

    def __str__(self) -> str:
        return str(self.value)

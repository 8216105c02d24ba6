from enum import StrEnum


class ScopeName(StrEnum):
    PLAY = "play"
    READ = "read"
    WEBHOOK = "webhook"

    def __str__(self) -> str:
        return str(self.value)

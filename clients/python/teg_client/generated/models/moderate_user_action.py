from enum import StrEnum


class ModerateUserAction(StrEnum):
    BAN = "ban"
    MUTE = "mute"
    RERANK = "rerank"
    UNBAN = "unban"
    UNMUTE = "unmute"
    UNRANK = "unrank"

    def __str__(self) -> str:
        return str(self.value)

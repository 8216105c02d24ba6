from enum import StrEnum


class ModerateUserAction(StrEnum):
    BAN = "ban"
    MUTE = "mute"
    UNBAN = "unban"
    UNMUTE = "unmute"

    def __str__(self) -> str:
        return str(self.value)

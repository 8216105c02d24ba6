from enum import StrEnum


class NoticeInvitedType(StrEnum):
    INVITED = "invited"

    def __str__(self) -> str:
        return str(self.value)

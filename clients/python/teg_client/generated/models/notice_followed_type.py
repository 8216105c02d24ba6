from enum import StrEnum


class NoticeFollowedType(StrEnum):
    FOLLOWED = "followed"

    def __str__(self) -> str:
        return str(self.value)

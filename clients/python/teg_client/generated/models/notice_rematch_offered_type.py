from enum import StrEnum


class NoticeRematchOfferedType(StrEnum):
    REMATCH_OFFERED = "rematch_offered"

    def __str__(self) -> str:
        return str(self.value)

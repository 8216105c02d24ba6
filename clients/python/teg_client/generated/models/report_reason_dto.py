from enum import StrEnum


class ReportReasonDto(StrEnum):
    ABUSIVE_CHAT = "abusive_chat"
    CHEATING = "cheating"
    COLLUSION = "collusion"
    OTHER = "other"
    STALLING = "stalling"

    def __str__(self) -> str:
        return str(self.value)

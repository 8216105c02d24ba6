from enum import StrEnum


class NoticeSessionRevokedType(StrEnum):
    SESSION_REVOKED = "session_revoked"

    def __str__(self) -> str:
        return str(self.value)

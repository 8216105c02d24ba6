from enum import StrEnum


class NoticeMatchFoundType(StrEnum):
    MATCH_FOUND = "match_found"

    def __str__(self) -> str:
        return str(self.value)

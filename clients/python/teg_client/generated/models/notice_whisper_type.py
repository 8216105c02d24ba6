from enum import StrEnum


class NoticeWhisperType(StrEnum):
    WHISPER = "whisper"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class Teg2CommandAnnounceAction(StrEnum):
    ANNOUNCE = "announce"

    def __str__(self) -> str:
        return str(self.value)

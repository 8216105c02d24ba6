from enum import StrEnum


class Teg2LegalAnnounceAction(StrEnum):
    ANNOUNCE = "announce"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class Teg2LegalLaunchAction(StrEnum):
    LAUNCH = "launch"

    def __str__(self) -> str:
        return str(self.value)

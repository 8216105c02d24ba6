from enum import StrEnum


class NewChallengeRuleset(StrEnum):
    CLASSIC = "classic"
    JUNIOR = "junior"
    REVANCHA = "revancha"
    TEG2 = "teg2"

    def __str__(self) -> str:
        return str(self.value)

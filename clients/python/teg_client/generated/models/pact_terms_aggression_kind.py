from enum import StrEnum


class PactTermsAggressionKind(StrEnum):
    AGGRESSION = "aggression"

    def __str__(self) -> str:
        return str(self.value)

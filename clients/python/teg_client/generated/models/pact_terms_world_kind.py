from enum import StrEnum


class PactTermsWorldKind(StrEnum):
    WORLD = "world"

    def __str__(self) -> str:
        return str(self.value)

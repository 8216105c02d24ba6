from enum import StrEnum


class SecretSeedType1(StrEnum):
    REDACTED = "redacted"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class SecretVecObjectiveType1(StrEnum):
    REDACTED = "redacted"

    def __str__(self) -> str:
        return str(self.value)

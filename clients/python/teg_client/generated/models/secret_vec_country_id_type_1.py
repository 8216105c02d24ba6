from enum import StrEnum


class SecretVecCountryIdType1(StrEnum):
    REDACTED = "redacted"

    def __str__(self) -> str:
        return str(self.value)

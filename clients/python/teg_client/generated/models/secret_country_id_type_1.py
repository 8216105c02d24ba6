from enum import StrEnum


class SecretCountryIdType1(StrEnum):
    REDACTED = "redacted"

    def __str__(self) -> str:
        return str(self.value)

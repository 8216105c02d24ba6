from enum import StrEnum


class PactTermsZoneKind(StrEnum):
    ZONE = "zone"

    def __str__(self) -> str:
        return str(self.value)

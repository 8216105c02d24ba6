from enum import StrEnum


class PhaseIncorporationName(StrEnum):
    INCORPORATION = "incorporation"

    def __str__(self) -> str:
        return str(self.value)

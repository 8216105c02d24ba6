from enum import StrEnum


class SituationType1(StrEnum):
    SNOW = "snow"

    def __str__(self) -> str:
        return str(self.value)

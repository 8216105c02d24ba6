from enum import StrEnum


class Format(StrEnum):
    ROUND_ROBIN = "round_robin"
    SWISS = "swiss"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class SituationType4(StrEnum):
    EXTRA_REINFORCEMENTS = "extra_reinforcements"

    def __str__(self) -> str:
        return str(self.value)

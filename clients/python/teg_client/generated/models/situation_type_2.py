from enum import StrEnum


class SituationType2(StrEnum):
    TAILWIND = "tailwind"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class Teg2Bot(StrEnum):
    GREEDY = "greedy"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)

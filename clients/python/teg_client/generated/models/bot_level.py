from enum import StrEnum


class BotLevel(StrEnum):
    GREEDY = "greedy"
    PLANNER = "planner"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class Uncounted(StrEnum):
    PAIR_CAP = "pair_cap"
    TOO_FEW_TURNS = "too_few_turns"

    def __str__(self) -> str:
        return str(self.value)

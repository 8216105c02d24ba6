from enum import StrEnum


class PhaseFinishedName(StrEnum):
    FINISHED = "finished"

    def __str__(self) -> str:
        return str(self.value)

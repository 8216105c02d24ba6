from enum import StrEnum


class Communication(StrEnum):
    ANYTHING_GOES = "anything_goes"
    FAIR_PLAY = "fair_play"

    def __str__(self) -> str:
        return str(self.value)

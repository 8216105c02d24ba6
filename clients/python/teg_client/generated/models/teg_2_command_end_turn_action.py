from enum import StrEnum


class Teg2CommandEndTurnAction(StrEnum):
    END_TURN = "end_turn"

    def __str__(self) -> str:
        return str(self.value)

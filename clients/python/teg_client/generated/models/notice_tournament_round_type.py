from enum import StrEnum


class NoticeTournamentRoundType(StrEnum):
    TOURNAMENT_ROUND = "tournament_round"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class TokenKind(StrEnum):
    CONTROL_5 = "control_5"
    INTERVENTION_1 = "intervention_1"
    INTERVENTION_3 = "intervention_3"
    INTERVENTION_4 = "intervention_4"
    NON_INTERVENTION_2 = "non_intervention_2"

    def __str__(self) -> str:
        return str(self.value)

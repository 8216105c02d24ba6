from enum import StrEnum


class RecordCombatFoughtRecord(StrEnum):
    COMBAT_FOUGHT = "combat_fought"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class RecordRocketDismantledRecord(StrEnum):
    ROCKET_DISMANTLED = "rocket_dismantled"

    def __str__(self) -> str:
        return str(self.value)

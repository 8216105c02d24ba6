from enum import StrEnum


class RecordAircraftLostRecord(StrEnum):
    AIRCRAFT_LOST = "aircraft_lost"

    def __str__(self) -> str:
        return str(self.value)

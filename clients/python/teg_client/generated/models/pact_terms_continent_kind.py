from enum import StrEnum


class PactTermsContinentKind(StrEnum):
    CONTINENT = "continent"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class PactTermsContinentBorderKind(StrEnum):
    CONTINENT_BORDER = "continent_border"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class MeDtoKind(StrEnum):
    GUEST = "guest"
    OPERATOR = "operator"
    USER = "user"

    def __str__(self) -> str:
        return str(self.value)

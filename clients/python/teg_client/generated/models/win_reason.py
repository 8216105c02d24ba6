from enum import StrEnum


class WinReason(StrEnum):
    COMMON_OBJECTIVE = "common_objective"
    LAST_STANDING = "last_standing"
    OTHERS_FORFEITED = "others_forfeited"
    SECRET_OBJECTIVE = "secret_objective"

    def __str__(self) -> str:
        return str(self.value)

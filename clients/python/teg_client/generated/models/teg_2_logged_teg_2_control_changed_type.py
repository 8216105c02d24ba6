from enum import StrEnum


class Teg2LoggedTeg2ControlChangedType(StrEnum):
    TEG2_CONTROL_CHANGED = "teg2_control_changed"

    def __str__(self) -> str:
        return str(self.value)

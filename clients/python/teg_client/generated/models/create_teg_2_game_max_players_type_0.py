from enum import IntEnum


class CreateTeg2GameMaxPlayersType0(IntEnum):
    VALUE_2 = 2
    VALUE_3 = 3
    VALUE_4 = 4
    VALUE_5 = 5
    VALUE_6 = 6
    VALUE_8 = 8
    VALUE_10 = 10
    VALUE_12 = 12

    def __str__(self) -> str:
        return str(self.value)

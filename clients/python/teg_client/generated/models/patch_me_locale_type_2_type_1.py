from enum import StrEnum


class PatchMeLocaleType2Type1(StrEnum):
    EN = "en"
    ES = "es"
    IT = "it"

    def __str__(self) -> str:
        return str(self.value)

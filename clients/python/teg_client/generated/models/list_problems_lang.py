from enum import StrEnum


class ListProblemsLang(StrEnum):
    EN = "en"
    ES = "es"
    IT = "it"

    def __str__(self) -> str:
        return str(self.value)

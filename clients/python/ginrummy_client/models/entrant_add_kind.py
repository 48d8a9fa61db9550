from enum import StrEnum


class EntrantAddKind(StrEnum):
    BUILTIN = "builtin"
    HTTP = "http"

    def __str__(self) -> str:
        return str(self.value)

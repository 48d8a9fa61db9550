from enum import StrEnum


class AccountInfoAuthenticatedBy(StrEnum):
    SESSION = "session"
    TOKEN = "token"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class AccountInfoScopesItem(StrEnum):
    ACCOUNT = "account"
    PLAY = "play"
    READ = "read"
    TOURNAMENTS = "tournaments"

    def __str__(self) -> str:
        return str(self.value)

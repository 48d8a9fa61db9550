from enum import StrEnum


class ProblemErrorSourceType0(StrEnum):
    BODY = "body"
    COOKIE = "cookie"
    HEADER = "header"
    PATH = "path"
    QUERY = "query"

    def __str__(self) -> str:
        return str(self.value)

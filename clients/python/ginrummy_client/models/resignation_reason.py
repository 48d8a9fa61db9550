from enum import StrEnum


class ResignationReason(StrEnum):
    RESIGNATION = "resignation"

    def __str__(self) -> str:
        return str(self.value)

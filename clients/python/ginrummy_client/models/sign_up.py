from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SignUp")


@_attrs_define
class SignUp:
    """
    Attributes:
        name (str): 3 to 32 characters: letters, digits, '_', '.', '-', starting with a letter or digit
        password (str): at least 10 characters, not the name, not a common password
    """

    name: str
    password: str

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        password = self.password

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "password": password,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        password = d.pop("password")

        sign_up = cls(
            name=name,
            password=password,
        )

        return sign_up

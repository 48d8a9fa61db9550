from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SignIn")


@_attrs_define
class SignIn:
    """
    Attributes:
        name (str):
        password (str):
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

        sign_in = cls(
            name=name,
            password=password,
        )

        return sign_in

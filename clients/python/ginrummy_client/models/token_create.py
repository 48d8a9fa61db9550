from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.token_create_scopes_item import TokenCreateScopesItem
from ..types import UNSET, Unset

T = TypeVar("T", bound="TokenCreate")


@_attrs_define
class TokenCreate:
    """
    Attributes:
        name (str):
        scopes (list[TokenCreateScopesItem]):
        expires_in_days (int | None | Unset):
    """

    name: str
    scopes: list[TokenCreateScopesItem]
    expires_in_days: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)

        expires_in_days: int | None | Unset
        if isinstance(self.expires_in_days, Unset):
            expires_in_days = UNSET
        else:
            expires_in_days = self.expires_in_days

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "scopes": scopes,
            }
        )
        if expires_in_days is not UNSET:
            field_dict["expires_in_days"] = expires_in_days

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in _scopes:
            scopes_item = TokenCreateScopesItem(scopes_item_data)

            scopes.append(scopes_item)

        def _parse_expires_in_days(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expires_in_days = _parse_expires_in_days(d.pop("expires_in_days", UNSET))

        token_create = cls(
            name=name,
            scopes=scopes,
            expires_in_days=expires_in_days,
        )

        return token_create

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.token_info_scopes_item import TokenInfoScopesItem

T = TypeVar("T", bound="TokenInfo")


@_attrs_define
class TokenInfo:
    """A personal token, never its secret (shown once, at its creation or rotation).

    Attributes:
        created_at (str):
        expires_at (None | str):
        id (str):
        name (str):
        scopes (list[TokenInfoScopesItem]):
    """

    created_at: str
    expires_at: None | str
    id: str
    name: str
    scopes: list[TokenInfoScopesItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        expires_at: None | str
        expires_at = self.expires_at

        id = self.id

        name = self.name

        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "expires_at": expires_at,
                "id": id,
                "name": name,
                "scopes": scopes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_at = d.pop("created_at")

        def _parse_expires_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        expires_at = _parse_expires_at(d.pop("expires_at"))

        id = d.pop("id")

        name = d.pop("name")

        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in _scopes:
            scopes_item = TokenInfoScopesItem(scopes_item_data)

            scopes.append(scopes_item)

        token_info = cls(
            created_at=created_at,
            expires_at=expires_at,
            id=id,
            name=name,
            scopes=scopes,
        )

        token_info.additional_properties = d
        return token_info

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties

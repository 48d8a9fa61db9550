from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.account_info_authenticated_by import AccountInfoAuthenticatedBy
from ..models.account_info_scopes_item import AccountInfoScopesItem
from ..types import UNSET, Unset

T = TypeVar("T", bound="AccountInfo")


@_attrs_define
class AccountInfo:
    """The signed-in account; ``csrf_token`` when authenticated by the session cookie.

    Attributes:
        authenticated_by (AccountInfoAuthenticatedBy):
        claimed (bool):
        name (str):
        passkeys (int):
        password (bool):
        player_id (str):
        scopes (list[AccountInfoScopesItem]):
        csrf_token (None | str | Unset):
    """

    authenticated_by: AccountInfoAuthenticatedBy
    claimed: bool
    name: str
    passkeys: int
    password: bool
    player_id: str
    scopes: list[AccountInfoScopesItem]
    csrf_token: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        authenticated_by = self.authenticated_by.value

        claimed = self.claimed

        name = self.name

        passkeys = self.passkeys

        password = self.password

        player_id = self.player_id

        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)

        csrf_token: None | str | Unset
        if isinstance(self.csrf_token, Unset):
            csrf_token = UNSET
        else:
            csrf_token = self.csrf_token

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "authenticated_by": authenticated_by,
                "claimed": claimed,
                "name": name,
                "passkeys": passkeys,
                "password": password,
                "player_id": player_id,
                "scopes": scopes,
            }
        )
        if csrf_token is not UNSET:
            field_dict["csrf_token"] = csrf_token

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        authenticated_by = AccountInfoAuthenticatedBy(d.pop("authenticated_by"))

        claimed = d.pop("claimed")

        name = d.pop("name")

        passkeys = d.pop("passkeys")

        password = d.pop("password")

        player_id = d.pop("player_id")

        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in _scopes:
            scopes_item = AccountInfoScopesItem(scopes_item_data)

            scopes.append(scopes_item)

        def _parse_csrf_token(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        csrf_token = _parse_csrf_token(d.pop("csrf_token", UNSET))

        account_info = cls(
            authenticated_by=authenticated_by,
            claimed=claimed,
            name=name,
            passkeys=passkeys,
            password=password,
            player_id=player_id,
            scopes=scopes,
            csrf_token=csrf_token,
        )

        account_info.additional_properties = d
        return account_info

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

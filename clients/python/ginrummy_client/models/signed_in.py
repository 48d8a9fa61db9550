from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SignedIn")


@_attrs_define
class SignedIn:
    """A new session: its cookie is set; ``csrf_token`` goes in ``X-CSRF-Token`` on every
    state-changing request made with it.

        Attributes:
            csrf_token (str):
            name (str):
            player_id (str):
            session_id (str):
    """

    csrf_token: str
    name: str
    player_id: str
    session_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        csrf_token = self.csrf_token

        name = self.name

        player_id = self.player_id

        session_id = self.session_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "csrf_token": csrf_token,
                "name": name,
                "player_id": player_id,
                "session_id": session_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        csrf_token = d.pop("csrf_token")

        name = d.pop("name")

        player_id = d.pop("player_id")

        session_id = d.pop("session_id")

        signed_in = cls(
            csrf_token=csrf_token,
            name=name,
            player_id=player_id,
            session_id=session_id,
        )

        signed_in.additional_properties = d
        return signed_in

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

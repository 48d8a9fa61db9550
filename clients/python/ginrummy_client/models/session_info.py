from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SessionInfo")


@_attrs_define
class SessionInfo:
    """
    Attributes:
        created_at (str):
        current (bool):
        device (str):
        expires_at (None | str):
        id (str):
        last_used_at (None | str):
        method (str):
    """

    created_at: str
    current: bool
    device: str
    expires_at: None | str
    id: str
    last_used_at: None | str
    method: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        current = self.current

        device = self.device

        expires_at: None | str
        expires_at = self.expires_at

        id = self.id

        last_used_at: None | str
        last_used_at = self.last_used_at

        method = self.method

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "current": current,
                "device": device,
                "expires_at": expires_at,
                "id": id,
                "last_used_at": last_used_at,
                "method": method,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_at = d.pop("created_at")

        current = d.pop("current")

        device = d.pop("device")

        def _parse_expires_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        expires_at = _parse_expires_at(d.pop("expires_at"))

        id = d.pop("id")

        def _parse_last_used_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_used_at = _parse_last_used_at(d.pop("last_used_at"))

        method = d.pop("method")

        session_info = cls(
            created_at=created_at,
            current=current,
            device=device,
            expires_at=expires_at,
            id=id,
            last_used_at=last_used_at,
            method=method,
        )

        session_info.additional_properties = d
        return session_info

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

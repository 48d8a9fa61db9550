from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.social_settings_out_who_may_challenge import SocialSettingsOutWhoMayChallenge
from ..models.social_settings_out_who_may_write import SocialSettingsOutWhoMayWrite

T = TypeVar("T", bound="SocialSettingsOut")


@_attrs_define
class SocialSettingsOut:
    """
    Attributes:
        who_may_challenge (SocialSettingsOutWhoMayChallenge):
        who_may_write (SocialSettingsOutWhoMayWrite):
    """

    who_may_challenge: SocialSettingsOutWhoMayChallenge
    who_may_write: SocialSettingsOutWhoMayWrite
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        who_may_challenge = self.who_may_challenge.value

        who_may_write = self.who_may_write.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "who_may_challenge": who_may_challenge,
                "who_may_write": who_may_write,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        who_may_challenge = SocialSettingsOutWhoMayChallenge(d.pop("who_may_challenge"))

        who_may_write = SocialSettingsOutWhoMayWrite(d.pop("who_may_write"))

        social_settings_out = cls(
            who_may_challenge=who_may_challenge,
            who_may_write=who_may_write,
        )

        social_settings_out.additional_properties = d
        return social_settings_out

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.social_settings_change_who_may_challenge_type_0 import (
    SocialSettingsChangeWhoMayChallengeType0,
)
from ..models.social_settings_change_who_may_write_type_0 import (
    SocialSettingsChangeWhoMayWriteType0,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="SocialSettingsChange")


@_attrs_define
class SocialSettingsChange:
    """
    Attributes:
        who_may_challenge (None | SocialSettingsChangeWhoMayChallengeType0 | Unset):
        who_may_write (None | SocialSettingsChangeWhoMayWriteType0 | Unset):
    """

    who_may_challenge: None | SocialSettingsChangeWhoMayChallengeType0 | Unset = UNSET
    who_may_write: None | SocialSettingsChangeWhoMayWriteType0 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        who_may_challenge: None | str | Unset
        if isinstance(self.who_may_challenge, Unset):
            who_may_challenge = UNSET
        elif isinstance(self.who_may_challenge, SocialSettingsChangeWhoMayChallengeType0):
            who_may_challenge = self.who_may_challenge.value
        else:
            who_may_challenge = self.who_may_challenge

        who_may_write: None | str | Unset
        if isinstance(self.who_may_write, Unset):
            who_may_write = UNSET
        elif isinstance(self.who_may_write, SocialSettingsChangeWhoMayWriteType0):
            who_may_write = self.who_may_write.value
        else:
            who_may_write = self.who_may_write

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if who_may_challenge is not UNSET:
            field_dict["who_may_challenge"] = who_may_challenge
        if who_may_write is not UNSET:
            field_dict["who_may_write"] = who_may_write

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_who_may_challenge(
            data: object,
        ) -> None | SocialSettingsChangeWhoMayChallengeType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                who_may_challenge_type_0 = SocialSettingsChangeWhoMayChallengeType0(data)

                return who_may_challenge_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SocialSettingsChangeWhoMayChallengeType0 | Unset, data)

        who_may_challenge = _parse_who_may_challenge(d.pop("who_may_challenge", UNSET))

        def _parse_who_may_write(
            data: object,
        ) -> None | SocialSettingsChangeWhoMayWriteType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                who_may_write_type_0 = SocialSettingsChangeWhoMayWriteType0(data)

                return who_may_write_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SocialSettingsChangeWhoMayWriteType0 | Unset, data)

        who_may_write = _parse_who_may_write(d.pop("who_may_write", UNSET))

        social_settings_change = cls(
            who_may_challenge=who_may_challenge,
            who_may_write=who_may_write,
        )

        return social_settings_change

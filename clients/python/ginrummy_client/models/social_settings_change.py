from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.social_settings_change_who_may_challenge_type_1 import (
    SocialSettingsChangeWhoMayChallengeType1,
)
from ..models.social_settings_change_who_may_challenge_type_2_type_1 import (
    SocialSettingsChangeWhoMayChallengeType2Type1,
)
from ..models.social_settings_change_who_may_challenge_type_3_type_1 import (
    SocialSettingsChangeWhoMayChallengeType3Type1,
)
from ..models.social_settings_change_who_may_write_type_1 import (
    SocialSettingsChangeWhoMayWriteType1,
)
from ..models.social_settings_change_who_may_write_type_2_type_1 import (
    SocialSettingsChangeWhoMayWriteType2Type1,
)
from ..models.social_settings_change_who_may_write_type_3_type_1 import (
    SocialSettingsChangeWhoMayWriteType3Type1,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="SocialSettingsChange")


@_attrs_define
class SocialSettingsChange:
    """
    Attributes:
        who_may_challenge (None | SocialSettingsChangeWhoMayChallengeType1 |
            SocialSettingsChangeWhoMayChallengeType2Type1 | SocialSettingsChangeWhoMayChallengeType3Type1 | Unset):
        who_may_write (None | SocialSettingsChangeWhoMayWriteType1 | SocialSettingsChangeWhoMayWriteType2Type1 |
            SocialSettingsChangeWhoMayWriteType3Type1 | Unset):
    """

    who_may_challenge: (
        None
        | SocialSettingsChangeWhoMayChallengeType1
        | SocialSettingsChangeWhoMayChallengeType2Type1
        | SocialSettingsChangeWhoMayChallengeType3Type1
        | Unset
    ) = UNSET
    who_may_write: (
        None
        | SocialSettingsChangeWhoMayWriteType1
        | SocialSettingsChangeWhoMayWriteType2Type1
        | SocialSettingsChangeWhoMayWriteType3Type1
        | Unset
    ) = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        who_may_challenge: None | str | Unset
        if isinstance(self.who_may_challenge, Unset):
            who_may_challenge = UNSET
        elif (
            isinstance(self.who_may_challenge, SocialSettingsChangeWhoMayChallengeType1)
            or isinstance(self.who_may_challenge, SocialSettingsChangeWhoMayChallengeType2Type1)
            or isinstance(self.who_may_challenge, SocialSettingsChangeWhoMayChallengeType3Type1)
        ):
            who_may_challenge = self.who_may_challenge.value
        else:
            who_may_challenge = self.who_may_challenge

        who_may_write: None | str | Unset
        if isinstance(self.who_may_write, Unset):
            who_may_write = UNSET
        elif (
            isinstance(self.who_may_write, SocialSettingsChangeWhoMayWriteType1)
            or isinstance(self.who_may_write, SocialSettingsChangeWhoMayWriteType2Type1)
            or isinstance(self.who_may_write, SocialSettingsChangeWhoMayWriteType3Type1)
        ):
            who_may_write = self.who_may_write.value
        else:
            who_may_write = self.who_may_write

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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
        ) -> (
            None
            | SocialSettingsChangeWhoMayChallengeType1
            | SocialSettingsChangeWhoMayChallengeType2Type1
            | SocialSettingsChangeWhoMayChallengeType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                who_may_challenge_type_1 = SocialSettingsChangeWhoMayChallengeType1(data)

                return who_may_challenge_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                who_may_challenge_type_2_type_1 = SocialSettingsChangeWhoMayChallengeType2Type1(
                    data
                )

                return who_may_challenge_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                who_may_challenge_type_3_type_1 = SocialSettingsChangeWhoMayChallengeType3Type1(
                    data
                )

                return who_may_challenge_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | SocialSettingsChangeWhoMayChallengeType1
                | SocialSettingsChangeWhoMayChallengeType2Type1
                | SocialSettingsChangeWhoMayChallengeType3Type1
                | Unset,
                data,
            )

        who_may_challenge = _parse_who_may_challenge(d.pop("who_may_challenge", UNSET))

        def _parse_who_may_write(
            data: object,
        ) -> (
            None
            | SocialSettingsChangeWhoMayWriteType1
            | SocialSettingsChangeWhoMayWriteType2Type1
            | SocialSettingsChangeWhoMayWriteType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                who_may_write_type_1 = SocialSettingsChangeWhoMayWriteType1(data)

                return who_may_write_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                who_may_write_type_2_type_1 = SocialSettingsChangeWhoMayWriteType2Type1(data)

                return who_may_write_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                who_may_write_type_3_type_1 = SocialSettingsChangeWhoMayWriteType3Type1(data)

                return who_may_write_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | SocialSettingsChangeWhoMayWriteType1
                | SocialSettingsChangeWhoMayWriteType2Type1
                | SocialSettingsChangeWhoMayWriteType3Type1
                | Unset,
                data,
            )

        who_may_write = _parse_who_may_write(d.pop("who_may_write", UNSET))

        social_settings_change = cls(
            who_may_challenge=who_may_challenge,
            who_may_write=who_may_write,
        )

        social_settings_change.additional_properties = d
        return social_settings_change

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rummy_match_started_type import RummyMatchStartedType
from ..types import UNSET, Unset

T = TypeVar("T", bound="RummyMatchStarted")


@_attrs_define
class RummyMatchStarted:
    """The seed's commitment; the seed and its salt once the match is over.

    Attributes:
        at (str):
        hand (int | None):
        seed_commitment (str):
        type_ (RummyMatchStartedType):
        version (int):
        seed (int | None | Unset):
        seed_salt (None | str | Unset):
    """

    at: str
    hand: int | None
    seed_commitment: str
    type_: RummyMatchStartedType
    version: int
    seed: int | None | Unset = UNSET
    seed_salt: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        hand: int | None
        hand = self.hand

        seed_commitment = self.seed_commitment

        type_ = self.type_.value

        version = self.version

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        seed_salt: None | str | Unset
        if isinstance(self.seed_salt, Unset):
            seed_salt = UNSET
        else:
            seed_salt = self.seed_salt

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "hand": hand,
                "seed_commitment": seed_commitment,
                "type": type_,
                "version": version,
            }
        )
        if seed is not UNSET:
            field_dict["seed"] = seed
        if seed_salt is not UNSET:
            field_dict["seed_salt"] = seed_salt

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        at = d.pop("at")

        def _parse_hand(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        hand = _parse_hand(d.pop("hand"))

        seed_commitment = d.pop("seed_commitment")

        type_ = RummyMatchStartedType(d.pop("type"))

        version = d.pop("version")

        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        def _parse_seed_salt(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed_salt = _parse_seed_salt(d.pop("seed_salt", UNSET))

        rummy_match_started = cls(
            at=at,
            hand=hand,
            seed_commitment=seed_commitment,
            type_=type_,
            version=version,
            seed=seed,
            seed_salt=seed_salt,
        )

        rummy_match_started.additional_properties = d
        return rummy_match_started

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

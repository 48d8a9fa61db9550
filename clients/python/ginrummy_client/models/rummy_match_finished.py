from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rummy_match_finished_type import RummyMatchFinishedType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rummy_standings import RummyStandings


T = TypeVar("T", bound="RummyMatchFinished")


@_attrs_define
class RummyMatchFinished:
    """The standings (the core's, or a forfeit's: ``forfeited`` is the seat that missed its
    deadline), the returns, and the reveal of the seed (absent while a tournament pair game's
    reveals are held).

        Attributes:
            at (str):
            hand (int | None):
            returns (list[float]):
            standings (RummyStandings):
            type_ (RummyMatchFinishedType):
            version (int):
            forfeited (int | None | Unset):
            seed (int | None | Unset):
            seed_salt (None | str | Unset):
    """

    at: str
    hand: int | None
    returns: list[float]
    standings: RummyStandings
    type_: RummyMatchFinishedType
    version: int
    forfeited: int | None | Unset = UNSET
    seed: int | None | Unset = UNSET
    seed_salt: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        hand: int | None
        hand = self.hand

        returns = self.returns

        standings = self.standings.to_dict()

        type_ = self.type_.value

        version = self.version

        forfeited: int | None | Unset
        if isinstance(self.forfeited, Unset):
            forfeited = UNSET
        else:
            forfeited = self.forfeited

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
                "returns": returns,
                "standings": standings,
                "type": type_,
                "version": version,
            }
        )
        if forfeited is not UNSET:
            field_dict["forfeited"] = forfeited
        if seed is not UNSET:
            field_dict["seed"] = seed
        if seed_salt is not UNSET:
            field_dict["seed_salt"] = seed_salt

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rummy_standings import RummyStandings

        d = dict(src_dict)
        at = d.pop("at")

        def _parse_hand(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        hand = _parse_hand(d.pop("hand"))

        returns = cast(list[float], d.pop("returns"))

        standings = RummyStandings.from_dict(d.pop("standings"))

        type_ = RummyMatchFinishedType(d.pop("type"))

        version = d.pop("version")

        def _parse_forfeited(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        forfeited = _parse_forfeited(d.pop("forfeited", UNSET))

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

        rummy_match_finished = cls(
            at=at,
            hand=hand,
            returns=returns,
            standings=standings,
            type_=type_,
            version=version,
            forfeited=forfeited,
            seed=seed,
            seed_salt=seed_salt,
        )

        rummy_match_finished.additional_properties = d
        return rummy_match_finished

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

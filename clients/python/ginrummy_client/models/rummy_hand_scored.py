from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rummy_hand_scored_type import RummyHandScoredType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rummy_hand_end import RummyHandEnd
    from ..models.rummy_rebuild_reveal import RummyRebuildReveal


T = TypeVar("T", bound="RummyHandScored")


@_attrs_define
class RummyHandScored:
    """The hand's end, the scores after it, and the reveal of its deck (dealing order) and of
    each stock rebuild (absent while a tournament pair game's reveals are held).

        Attributes:
            at (str):
            dealer (int):
            end (RummyHandEnd): How a hand ended, every hand counted.
            hand (int | None):
            scores (list[int]):
            type_ (RummyHandScoredType):
            version (int):
            order (list[str] | None | Unset):
            rebuilds (list[RummyRebuildReveal] | None | Unset):
            salt (None | str | Unset):
    """

    at: str
    dealer: int
    end: RummyHandEnd
    hand: int | None
    scores: list[int]
    type_: RummyHandScoredType
    version: int
    order: list[str] | None | Unset = UNSET
    rebuilds: list[RummyRebuildReveal] | None | Unset = UNSET
    salt: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        dealer = self.dealer

        end = self.end.to_dict()

        hand: int | None
        hand = self.hand

        scores = self.scores

        type_ = self.type_.value

        version = self.version

        order: list[str] | None | Unset
        if isinstance(self.order, Unset):
            order = UNSET
        elif isinstance(self.order, list):
            order = self.order

        else:
            order = self.order

        rebuilds: list[dict[str, Any]] | None | Unset
        if isinstance(self.rebuilds, Unset):
            rebuilds = UNSET
        elif isinstance(self.rebuilds, list):
            rebuilds = []
            for rebuilds_type_0_item_data in self.rebuilds:
                rebuilds_type_0_item = rebuilds_type_0_item_data.to_dict()
                rebuilds.append(rebuilds_type_0_item)

        else:
            rebuilds = self.rebuilds

        salt: None | str | Unset
        if isinstance(self.salt, Unset):
            salt = UNSET
        else:
            salt = self.salt

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "dealer": dealer,
                "end": end,
                "hand": hand,
                "scores": scores,
                "type": type_,
                "version": version,
            }
        )
        if order is not UNSET:
            field_dict["order"] = order
        if rebuilds is not UNSET:
            field_dict["rebuilds"] = rebuilds
        if salt is not UNSET:
            field_dict["salt"] = salt

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rummy_hand_end import RummyHandEnd
        from ..models.rummy_rebuild_reveal import RummyRebuildReveal

        d = dict(src_dict)
        at = d.pop("at")

        dealer = d.pop("dealer")

        end = RummyHandEnd.from_dict(d.pop("end"))

        def _parse_hand(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        hand = _parse_hand(d.pop("hand"))

        scores = cast(list[int], d.pop("scores"))

        type_ = RummyHandScoredType(d.pop("type"))

        version = d.pop("version")

        def _parse_order(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                order_type_0 = cast(list[str], data)

                return order_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        order = _parse_order(d.pop("order", UNSET))

        def _parse_rebuilds(data: object) -> list[RummyRebuildReveal] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                rebuilds_type_0 = []
                _rebuilds_type_0 = data
                for rebuilds_type_0_item_data in _rebuilds_type_0:
                    rebuilds_type_0_item = RummyRebuildReveal.from_dict(rebuilds_type_0_item_data)

                    rebuilds_type_0.append(rebuilds_type_0_item)

                return rebuilds_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[RummyRebuildReveal] | None | Unset, data)

        rebuilds = _parse_rebuilds(d.pop("rebuilds", UNSET))

        def _parse_salt(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        salt = _parse_salt(d.pop("salt", UNSET))

        rummy_hand_scored = cls(
            at=at,
            dealer=dealer,
            end=end,
            hand=hand,
            scores=scores,
            type_=type_,
            version=version,
            order=order,
            rebuilds=rebuilds,
            salt=salt,
        )

        rummy_hand_scored.additional_properties = d
        return rummy_hand_scored

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

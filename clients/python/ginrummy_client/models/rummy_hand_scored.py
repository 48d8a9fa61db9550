from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rummy_hand_scored_type import RummyHandScoredType

if TYPE_CHECKING:
    from ..models.rummy_hand_end import RummyHandEnd
    from ..models.rummy_rebuild_reveal import RummyRebuildReveal


T = TypeVar("T", bound="RummyHandScored")


@_attrs_define
class RummyHandScored:
    """The hand's end, the scores after it, and the reveal of its deck (dealing order) and of
    each stock rebuild.

        Attributes:
            at (str):
            dealer (int):
            end (RummyHandEnd): How a hand ended, every hand counted.
            hand (int | None):
            order (list[str]):
            rebuilds (list[RummyRebuildReveal]):
            salt (str):
            scores (list[int]):
            type_ (RummyHandScoredType):
            version (int):
    """

    at: str
    dealer: int
    end: RummyHandEnd
    hand: int | None
    order: list[str]
    rebuilds: list[RummyRebuildReveal]
    salt: str
    scores: list[int]
    type_: RummyHandScoredType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        dealer = self.dealer

        end = self.end.to_dict()

        hand: int | None
        hand = self.hand

        order = self.order

        rebuilds = []
        for rebuilds_item_data in self.rebuilds:
            rebuilds_item = rebuilds_item_data.to_dict()
            rebuilds.append(rebuilds_item)

        salt = self.salt

        scores = self.scores

        type_ = self.type_.value

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "dealer": dealer,
                "end": end,
                "hand": hand,
                "order": order,
                "rebuilds": rebuilds,
                "salt": salt,
                "scores": scores,
                "type": type_,
                "version": version,
            }
        )

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

        order = cast(list[str], d.pop("order"))

        rebuilds = []
        _rebuilds = d.pop("rebuilds")
        for rebuilds_item_data in _rebuilds:
            rebuilds_item = RummyRebuildReveal.from_dict(rebuilds_item_data)

            rebuilds.append(rebuilds_item)

        salt = d.pop("salt")

        scores = cast(list[int], d.pop("scores"))

        type_ = RummyHandScoredType(d.pop("type"))

        version = d.pop("version")

        rummy_hand_scored = cls(
            at=at,
            dealer=dealer,
            end=end,
            hand=hand,
            order=order,
            rebuilds=rebuilds,
            salt=salt,
            scores=scores,
            type_=type_,
            version=version,
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

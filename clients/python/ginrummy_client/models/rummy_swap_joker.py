from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.rummy_swap_joker_joker import RummySwapJokerJoker
from ..models.rummy_swap_joker_type import RummySwapJokerType

T = TypeVar("T", bound="RummySwapJoker")


@_attrs_define
class RummySwapJoker:
    """Take a joker from the table, putting the natural card it stands for in its place.

    Attributes:
        card (str):
        joker (RummySwapJokerJoker):
        type_ (RummySwapJokerType):
    """

    card: str
    joker: RummySwapJokerJoker
    type_: RummySwapJokerType

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        joker = self.joker.value

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "joker": joker,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        joker = RummySwapJokerJoker(d.pop("joker"))

        type_ = RummySwapJokerType(d.pop("type"))

        rummy_swap_joker = cls(
            card=card,
            joker=joker,
            type_=type_,
        )

        return rummy_swap_joker

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.rummy_discard_type import RummyDiscardType

T = TypeVar("T", bound="RummyDiscard")


@_attrs_define
class RummyDiscard:
    """Discard a card: the turn ends.

    Attributes:
        card (str): a natural card (rank A 2-9 T J Q K, suit c d h s) or a joker, X1 or X2
        type_ (RummyDiscardType):
    """

    card: str
    type_: RummyDiscardType

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        type_ = RummyDiscardType(d.pop("type"))

        rummy_discard = cls(
            card=card,
            type_=type_,
        )

        return rummy_discard

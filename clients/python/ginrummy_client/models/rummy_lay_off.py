from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.rummy_lay_off_type import RummyLayOffType
from ..types import UNSET, Unset

T = TypeVar("T", bound="RummyLayOff")


@_attrs_define
class RummyLayOff:
    """Lay a card off on a meld of the table (any owner's); a joker on a run names the card
    it stands for.

        Attributes:
            card (str): a natural card (rank A 2-9 T J Q K, suit c d h s) or a joker, X1 or X2
            meld (int): a meld's id on the table
            type_ (RummyLayOffType):
            stands_for (None | str | Unset):
    """

    card: str
    meld: int
    type_: RummyLayOffType
    stands_for: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        meld = self.meld

        type_ = self.type_.value

        stands_for: None | str | Unset
        if isinstance(self.stands_for, Unset):
            stands_for = UNSET
        else:
            stands_for = self.stands_for

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "meld": meld,
                "type": type_,
            }
        )
        if stands_for is not UNSET:
            field_dict["stands_for"] = stands_for

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        meld = d.pop("meld")

        type_ = RummyLayOffType(d.pop("type"))

        def _parse_stands_for(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        stands_for = _parse_stands_for(d.pop("stands_for", UNSET))

        rummy_lay_off = cls(
            card=card,
            meld=meld,
            type_=type_,
            stands_for=stands_for,
        )

        return rummy_lay_off

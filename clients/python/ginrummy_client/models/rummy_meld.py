from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.rummy_meld_type import RummyMeldType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rummy_meld_jokers_type_0 import RummyMeldJokersType0


T = TypeVar("T", bound="RummyMeld")


@_attrs_define
class RummyMeld:
    """Lay a meld from the hand; ``jokers`` names the card each joker of a run stands for.

    Attributes:
        cards (list[str]):
        type_ (RummyMeldType):
        jokers (None | RummyMeldJokersType0 | Unset):
    """

    cards: list[str]
    type_: RummyMeldType
    jokers: None | RummyMeldJokersType0 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.rummy_meld_jokers_type_0 import RummyMeldJokersType0

        cards = self.cards

        type_ = self.type_.value

        jokers: dict[str, Any] | None | Unset
        if isinstance(self.jokers, Unset):
            jokers = UNSET
        elif isinstance(self.jokers, RummyMeldJokersType0):
            jokers = self.jokers.to_dict()
        else:
            jokers = self.jokers

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "type": type_,
            }
        )
        if jokers is not UNSET:
            field_dict["jokers"] = jokers

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rummy_meld_jokers_type_0 import RummyMeldJokersType0

        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        type_ = RummyMeldType(d.pop("type"))

        def _parse_jokers(data: object) -> None | RummyMeldJokersType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                jokers_type_0 = RummyMeldJokersType0.from_dict(data)

                return jokers_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RummyMeldJokersType0 | Unset, data)

        jokers = _parse_jokers(d.pop("jokers", UNSET))

        rummy_meld = cls(
            cards=cards,
            type_=type_,
            jokers=jokers,
        )

        return rummy_meld

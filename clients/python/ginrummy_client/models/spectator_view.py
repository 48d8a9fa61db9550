from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.spectator_view_phase import SpectatorViewPhase

if TYPE_CHECKING:
    from ..models.discard_entry import DiscardEntry
    from ..models.public_hand import PublicHand
    from ..models.public_knock import PublicKnock


T = TypeVar("T", bound="SpectatorView")


@_attrs_define
class SpectatorView:
    """The current deal as a spectator sees it, from the rules: only the cards face up on
    the table, which is what the public event log shows.

        Attributes:
            dealer (int):
            discards (list[DiscardEntry]):
            hands (list[PublicHand]): one per seat, in seat order
            knock (None | PublicKnock):
            knock_limit (int):
            phase (SpectatorViewPhase):
            stock_size (int):
            to_act (int | None):
            upcard_passed_by (list[int]):
    """

    dealer: int
    discards: list[DiscardEntry]
    hands: list[PublicHand]
    knock: None | PublicKnock
    knock_limit: int
    phase: SpectatorViewPhase
    stock_size: int
    to_act: int | None
    upcard_passed_by: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.public_knock import PublicKnock

        dealer = self.dealer

        discards = []
        for discards_item_data in self.discards:
            discards_item = discards_item_data.to_dict()
            discards.append(discards_item)

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data.to_dict()
            hands.append(hands_item)

        knock: dict[str, Any] | None
        if isinstance(self.knock, PublicKnock):
            knock = self.knock.to_dict()
        else:
            knock = self.knock

        knock_limit = self.knock_limit

        phase = self.phase.value

        stock_size = self.stock_size

        to_act: int | None
        to_act = self.to_act

        upcard_passed_by = self.upcard_passed_by

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dealer": dealer,
                "discards": discards,
                "hands": hands,
                "knock": knock,
                "knock_limit": knock_limit,
                "phase": phase,
                "stock_size": stock_size,
                "to_act": to_act,
                "upcard_passed_by": upcard_passed_by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.discard_entry import DiscardEntry
        from ..models.public_hand import PublicHand
        from ..models.public_knock import PublicKnock

        d = dict(src_dict)
        dealer = d.pop("dealer")

        discards = []
        _discards = d.pop("discards")
        for discards_item_data in _discards:
            discards_item = DiscardEntry.from_dict(discards_item_data)

            discards.append(discards_item)

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = PublicHand.from_dict(hands_item_data)

            hands.append(hands_item)

        def _parse_knock(data: object) -> None | PublicKnock:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                knock_type_0 = PublicKnock.from_dict(data)

                return knock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PublicKnock, data)

        knock = _parse_knock(d.pop("knock"))

        knock_limit = d.pop("knock_limit")

        phase = SpectatorViewPhase(d.pop("phase"))

        stock_size = d.pop("stock_size")

        def _parse_to_act(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_act = _parse_to_act(d.pop("to_act"))

        upcard_passed_by = cast(list[int], d.pop("upcard_passed_by"))

        spectator_view = cls(
            dealer=dealer,
            discards=discards,
            hands=hands,
            knock=knock,
            knock_limit=knock_limit,
            phase=phase,
            stock_size=stock_size,
            to_act=to_act,
            upcard_passed_by=upcard_passed_by,
        )

        spectator_view.additional_properties = d
        return spectator_view

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

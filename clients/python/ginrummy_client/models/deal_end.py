from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.outcome import Outcome
    from ..models.shown_hand import ShownHand


T = TypeVar("T", bound="DealEnd")


@_attrs_define
class DealEnd:
    """A finished deal as the table saw it at the end (from the rules): who knocked and the
    face-down discard, every hand laid out as scored, and the outcome.

        Attributes:
            discard (None | str):
            hands (list[ShownHand]): one per seat, in seat order
            knocker (int | None):
            outcome (Outcome):
    """

    discard: None | str
    hands: list[ShownHand]
    knocker: int | None
    outcome: Outcome
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        discard: None | str
        discard = self.discard

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data.to_dict()
            hands.append(hands_item)

        knocker: int | None
        knocker = self.knocker

        outcome = self.outcome.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "discard": discard,
                "hands": hands,
                "knocker": knocker,
                "outcome": outcome,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.outcome import Outcome
        from ..models.shown_hand import ShownHand

        d = dict(src_dict)

        def _parse_discard(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        discard = _parse_discard(d.pop("discard"))

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = ShownHand.from_dict(hands_item_data)

            hands.append(hands_item)

        def _parse_knocker(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        knocker = _parse_knocker(d.pop("knocker"))

        outcome = Outcome.from_dict(d.pop("outcome"))

        deal_end = cls(
            discard=discard,
            hands=hands,
            knocker=knocker,
            outcome=outcome,
        )

        deal_end.additional_properties = d
        return deal_end

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

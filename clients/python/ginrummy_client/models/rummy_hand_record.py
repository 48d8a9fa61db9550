from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.rummy_hand_end import RummyHandEnd


T = TypeVar("T", bound="RummyHandRecord")


@_attrs_define
class RummyHandRecord:
    """A finished hand: its number, dealer, and how it ended.

    Attributes:
        dealer (int):
        end (RummyHandEnd): How a hand ended, every hand counted.
        hand (int):
    """

    dealer: int
    end: RummyHandEnd
    hand: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dealer = self.dealer

        end = self.end.to_dict()

        hand = self.hand

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dealer": dealer,
                "end": end,
                "hand": hand,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rummy_hand_end import RummyHandEnd

        d = dict(src_dict)
        dealer = d.pop("dealer")

        end = RummyHandEnd.from_dict(d.pop("end"))

        hand = d.pop("hand")

        rummy_hand_record = cls(
            dealer=dealer,
            end=end,
            hand=hand,
        )

        rummy_hand_record.additional_properties = d
        return rummy_hand_record

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

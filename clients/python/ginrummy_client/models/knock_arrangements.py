from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.meld_arrangement import MeldArrangement


T = TypeVar("T", bound="KnockArrangements")


@_attrs_define
class KnockArrangements:
    """The ways to lay out the 10 cards a knock discarding ``discard`` keeps, from the rules:
    every way to meld them within the knock limit (none melding strictly fewer cards than
    another), fewest deadwood first. A knock sending one as its ``melds`` is legal.

        Attributes:
            arrangements (list[MeldArrangement]):
            discard (str):
    """

    arrangements: list[MeldArrangement]
    discard: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        arrangements = []
        for arrangements_item_data in self.arrangements:
            arrangements_item = arrangements_item_data.to_dict()
            arrangements.append(arrangements_item)

        discard = self.discard

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "arrangements": arrangements,
                "discard": discard,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.meld_arrangement import MeldArrangement

        d = dict(src_dict)
        arrangements = []
        _arrangements = d.pop("arrangements")
        for arrangements_item_data in _arrangements:
            arrangements_item = MeldArrangement.from_dict(arrangements_item_data)

            arrangements.append(arrangements_item)

        discard = d.pop("discard")

        knock_arrangements = cls(
            arrangements=arrangements,
            discard=discard,
        )

        knock_arrangements.additional_properties = d
        return knock_arrangements

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

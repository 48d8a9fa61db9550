from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rummy_table_meld_kind import RummyTableMeldKind

if TYPE_CHECKING:
    from ..models.rummy_table_meld_jokers import RummyTableMeldJokers


T = TypeVar("T", bound="RummyTableMeld")


@_attrs_define
class RummyTableMeld:
    """A meld on the table: its id, who laid it, and its cards in meld order (each joker of a
    run with the card it stands for).

        Attributes:
            cards (list[str]):
            id (int): a meld's id on the table
            jokers (RummyTableMeldJokers):
            kind (RummyTableMeldKind):
            owner (int):
    """

    cards: list[str]
    id: int
    jokers: RummyTableMeldJokers
    kind: RummyTableMeldKind
    owner: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        id = self.id

        jokers = self.jokers.to_dict()

        kind = self.kind.value

        owner = self.owner

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "id": id,
                "jokers": jokers,
                "kind": kind,
                "owner": owner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rummy_table_meld_jokers import RummyTableMeldJokers

        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        id = d.pop("id")

        jokers = RummyTableMeldJokers.from_dict(d.pop("jokers"))

        kind = RummyTableMeldKind(d.pop("kind"))

        owner = d.pop("owner")

        rummy_table_meld = cls(
            cards=cards,
            id=id,
            jokers=jokers,
            kind=kind,
            owner=owner,
        )

        rummy_table_meld.additional_properties = d
        return rummy_table_meld

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

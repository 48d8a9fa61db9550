from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.room_match_rules import RoomMatchRules


T = TypeVar("T", bound="RoomMatch")


@_attrs_define
class RoomMatch:
    """
    Attributes:
        created_by (str):
        created_by_name (None | str):
        free_seats (int):
        game (str):
        id (str):
        rules (RoomMatchRules):
        seats (int):
    """

    created_by: str
    created_by_name: None | str
    free_seats: int
    game: str
    id: str
    rules: RoomMatchRules
    seats: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_by = self.created_by

        created_by_name: None | str
        created_by_name = self.created_by_name

        free_seats = self.free_seats

        game = self.game

        id = self.id

        rules = self.rules.to_dict()

        seats = self.seats

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_by": created_by,
                "created_by_name": created_by_name,
                "free_seats": free_seats,
                "game": game,
                "id": id,
                "rules": rules,
                "seats": seats,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.room_match_rules import RoomMatchRules

        d = dict(src_dict)
        created_by = d.pop("created_by")

        def _parse_created_by_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        created_by_name = _parse_created_by_name(d.pop("created_by_name"))

        free_seats = d.pop("free_seats")

        game = d.pop("game")

        id = d.pop("id")

        rules = RoomMatchRules.from_dict(d.pop("rules"))

        seats = d.pop("seats")

        room_match = cls(
            created_by=created_by,
            created_by_name=created_by_name,
            free_seats=free_seats,
            game=game,
            id=id,
            rules=rules,
            seats=seats,
        )

        room_match.additional_properties = d
        return room_match

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

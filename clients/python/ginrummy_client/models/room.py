from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.room_match import RoomMatch
    from ..models.room_member import RoomMember


T = TypeVar("T", bound="Room")


@_attrs_define
class Room:
    """
    Attributes:
        created_by (str):
        id (str):
        members (list[RoomMember]):
        name (str):
        open_matches (list[RoomMatch]): its lobby, the newest first
        version (int): the room's latest event (its stream's SSE id)
    """

    created_by: str
    id: str
    members: list[RoomMember]
    name: str
    open_matches: list[RoomMatch]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_by = self.created_by

        id = self.id

        members = []
        for members_item_data in self.members:
            members_item = members_item_data.to_dict()
            members.append(members_item)

        name = self.name

        open_matches = []
        for open_matches_item_data in self.open_matches:
            open_matches_item = open_matches_item_data.to_dict()
            open_matches.append(open_matches_item)

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_by": created_by,
                "id": id,
                "members": members,
                "name": name,
                "open_matches": open_matches,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.room_match import RoomMatch
        from ..models.room_member import RoomMember

        d = dict(src_dict)
        created_by = d.pop("created_by")

        id = d.pop("id")

        members = []
        _members = d.pop("members")
        for members_item_data in _members:
            members_item = RoomMember.from_dict(members_item_data)

            members.append(members_item)

        name = d.pop("name")

        open_matches = []
        _open_matches = d.pop("open_matches")
        for open_matches_item_data in _open_matches:
            open_matches_item = RoomMatch.from_dict(open_matches_item_data)

            open_matches.append(open_matches_item)

        version = d.pop("version")

        room = cls(
            created_by=created_by,
            id=id,
            members=members,
            name=name,
            open_matches=open_matches,
            version=version,
        )

        room.additional_properties = d
        return room

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

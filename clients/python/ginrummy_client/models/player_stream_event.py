from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.player_stream_event_data import PlayerStreamEventData


T = TypeVar("T", bound="PlayerStreamEvent")


@_attrs_define
class PlayerStreamEvent:
    """A message of ``GET /players/me/events/stream``: an ``Event`` (as the player's seat may
    see it) plus the ``match_id`` it belongs to; the SSE id is the store's global position.
    The stream also sends ``YourTurn`` messages.

        Attributes:
            at (str):
            data (PlayerStreamEventData): the event's data, as in the ``Event`` of that type
            deal (int | None):
            match_id (str):
            type_ (str):
            version (int):
    """

    at: str
    data: PlayerStreamEventData
    deal: int | None
    match_id: str
    type_: str
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        data = self.data.to_dict()

        deal: int | None
        deal = self.deal

        match_id = self.match_id

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "data": data,
                "deal": deal,
                "match_id": match_id,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.player_stream_event_data import PlayerStreamEventData

        d = dict(src_dict)
        at = d.pop("at")

        data = PlayerStreamEventData.from_dict(d.pop("data"))

        def _parse_deal(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        deal = _parse_deal(d.pop("deal"))

        match_id = d.pop("match_id")

        type_ = d.pop("type")

        version = d.pop("version")

        player_stream_event = cls(
            at=at,
            data=data,
            deal=deal,
            match_id=match_id,
            type_=type_,
            version=version,
        )

        player_stream_event.additional_properties = d
        return player_stream_event

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

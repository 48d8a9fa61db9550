from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.friend_playing_games import FriendPlayingGames


T = TypeVar("T", bound="Friend")


@_attrs_define
class Friend:
    """
    Attributes:
        last_seen (None | str):
        name (None | str):
        online (bool):
        player_id (str):
        playing (list[str]):
        playing_games (FriendPlayingGames | Unset):
    """

    last_seen: None | str
    name: None | str
    online: bool
    player_id: str
    playing: list[str]
    playing_games: FriendPlayingGames | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        last_seen: None | str
        last_seen = self.last_seen

        name: None | str
        name = self.name

        online = self.online

        player_id = self.player_id

        playing = self.playing

        playing_games: dict[str, Any] | Unset = UNSET
        if not isinstance(self.playing_games, Unset):
            playing_games = self.playing_games.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "last_seen": last_seen,
                "name": name,
                "online": online,
                "player_id": player_id,
                "playing": playing,
            }
        )
        if playing_games is not UNSET:
            field_dict["playing_games"] = playing_games

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.friend_playing_games import FriendPlayingGames

        d = dict(src_dict)

        def _parse_last_seen(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_seen = _parse_last_seen(d.pop("last_seen"))

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        online = d.pop("online")

        player_id = d.pop("player_id")

        playing = cast(list[str], d.pop("playing"))

        _playing_games = d.pop("playing_games", UNSET)
        playing_games: FriendPlayingGames | Unset
        if isinstance(_playing_games, Unset):
            playing_games = UNSET
        else:
            playing_games = FriendPlayingGames.from_dict(_playing_games)

        friend = cls(
            last_seen=last_seen,
            name=name,
            online=online,
            player_id=player_id,
            playing=playing,
            playing_games=playing_games,
        )

        friend.additional_properties = d
        return friend

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

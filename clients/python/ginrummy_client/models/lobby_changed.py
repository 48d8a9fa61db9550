from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.lobby_changed_type import LobbyChangedType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lobby_changed_open_by_game_type_0 import LobbyChangedOpenByGameType0


T = TypeVar("T", bound="LobbyChanged")


@_attrs_define
class LobbyChanged:
    """The message of ``GET /lobby/stream`` (SSE event ``lobby_changed``): the open matches
    changed (``open`` of Gin's now); read ``GET /matches`` (Gin's) or ``GET /rummy/matches``
    (Rummy's) for the list.

        Attributes:
            open_ (int):
            type_ (LobbyChangedType):
            open_by_game (LobbyChangedOpenByGameType0 | None | Unset): the open matches of each game's lobby (gin, rummy)
    """

    open_: int
    type_: LobbyChangedType
    open_by_game: LobbyChangedOpenByGameType0 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.lobby_changed_open_by_game_type_0 import LobbyChangedOpenByGameType0

        open_ = self.open_

        type_ = self.type_.value

        open_by_game: dict[str, Any] | None | Unset
        if isinstance(self.open_by_game, Unset):
            open_by_game = UNSET
        elif isinstance(self.open_by_game, LobbyChangedOpenByGameType0):
            open_by_game = self.open_by_game.to_dict()
        else:
            open_by_game = self.open_by_game

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "open": open_,
                "type": type_,
            }
        )
        if open_by_game is not UNSET:
            field_dict["open_by_game"] = open_by_game

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lobby_changed_open_by_game_type_0 import LobbyChangedOpenByGameType0

        d = dict(src_dict)
        open_ = d.pop("open")

        type_ = LobbyChangedType(d.pop("type"))

        def _parse_open_by_game(data: object) -> LobbyChangedOpenByGameType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                open_by_game_type_0 = LobbyChangedOpenByGameType0.from_dict(data)

                return open_by_game_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LobbyChangedOpenByGameType0 | None | Unset, data)

        open_by_game = _parse_open_by_game(d.pop("open_by_game", UNSET))

        lobby_changed = cls(
            open_=open_,
            type_=type_,
            open_by_game=open_by_game,
        )

        lobby_changed.additional_properties = d
        return lobby_changed

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

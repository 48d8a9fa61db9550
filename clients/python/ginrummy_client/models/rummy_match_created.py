from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rummy_match_created_bots_item_type_0 import RummyMatchCreatedBotsItemType0
from ..models.rummy_match_created_type import RummyMatchCreatedType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rummy_options_out import RummyOptionsOut


T = TypeVar("T", bound="RummyMatchCreated")


@_attrs_define
class RummyMatchCreated:
    """The match's options and seats; a tournament's game also names its tournament, a deal
    pair's game its ``hand_limit``, and a pair's game ``reveals_held`` (its reveals wait for
    ``reveals_released``).

        Attributes:
            at (str):
            bots (list[None | RummyMatchCreatedBotsItemType0]):
            created_by (str):
            hand (int | None):
            options (RummyOptionsOut): A Rummy table's options, every one given.
            players (list[None | str]):
            type_ (RummyMatchCreatedType):
            version (int):
            hand_limit (int | None | Unset):
            move_deadline_ms (int | None | Unset):
            rated (bool | Unset): whether it counts for the ratings Default: True.
            reveals_held (bool | Unset):  Default: False.
            tournament_id (None | str | Unset):
    """

    at: str
    bots: list[None | RummyMatchCreatedBotsItemType0]
    created_by: str
    hand: int | None
    options: RummyOptionsOut
    players: list[None | str]
    type_: RummyMatchCreatedType
    version: int
    hand_limit: int | None | Unset = UNSET
    move_deadline_ms: int | None | Unset = UNSET
    rated: bool | Unset = True
    reveals_held: bool | Unset = False
    tournament_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        bots = []
        for bots_item_data in self.bots:
            bots_item: None | str
            if isinstance(bots_item_data, RummyMatchCreatedBotsItemType0):
                bots_item = bots_item_data.value
            else:
                bots_item = bots_item_data
            bots.append(bots_item)

        created_by = self.created_by

        hand: int | None
        hand = self.hand

        options = self.options.to_dict()

        players = []
        for players_item_data in self.players:
            players_item: None | str
            players_item = players_item_data
            players.append(players_item)

        type_ = self.type_.value

        version = self.version

        hand_limit: int | None | Unset
        if isinstance(self.hand_limit, Unset):
            hand_limit = UNSET
        else:
            hand_limit = self.hand_limit

        move_deadline_ms: int | None | Unset
        if isinstance(self.move_deadline_ms, Unset):
            move_deadline_ms = UNSET
        else:
            move_deadline_ms = self.move_deadline_ms

        rated = self.rated

        reveals_held = self.reveals_held

        tournament_id: None | str | Unset
        if isinstance(self.tournament_id, Unset):
            tournament_id = UNSET
        else:
            tournament_id = self.tournament_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "bots": bots,
                "created_by": created_by,
                "hand": hand,
                "options": options,
                "players": players,
                "type": type_,
                "version": version,
            }
        )
        if hand_limit is not UNSET:
            field_dict["hand_limit"] = hand_limit
        if move_deadline_ms is not UNSET:
            field_dict["move_deadline_ms"] = move_deadline_ms
        if rated is not UNSET:
            field_dict["rated"] = rated
        if reveals_held is not UNSET:
            field_dict["reveals_held"] = reveals_held
        if tournament_id is not UNSET:
            field_dict["tournament_id"] = tournament_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rummy_options_out import RummyOptionsOut

        d = dict(src_dict)
        at = d.pop("at")

        bots = []
        _bots = d.pop("bots")
        for bots_item_data in _bots:

            def _parse_bots_item(data: object) -> None | RummyMatchCreatedBotsItemType0:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    bots_item_type_0 = RummyMatchCreatedBotsItemType0(data)

                    return bots_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(None | RummyMatchCreatedBotsItemType0, data)

            bots_item = _parse_bots_item(bots_item_data)

            bots.append(bots_item)

        created_by = d.pop("created_by")

        def _parse_hand(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        hand = _parse_hand(d.pop("hand"))

        options = RummyOptionsOut.from_dict(d.pop("options"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:

            def _parse_players_item(data: object) -> None | str:
                if data is None:
                    return data
                return cast(None | str, data)

            players_item = _parse_players_item(players_item_data)

            players.append(players_item)

        type_ = RummyMatchCreatedType(d.pop("type"))

        version = d.pop("version")

        def _parse_hand_limit(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        hand_limit = _parse_hand_limit(d.pop("hand_limit", UNSET))

        def _parse_move_deadline_ms(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        move_deadline_ms = _parse_move_deadline_ms(d.pop("move_deadline_ms", UNSET))

        rated = d.pop("rated", UNSET)

        reveals_held = d.pop("reveals_held", UNSET)

        def _parse_tournament_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        tournament_id = _parse_tournament_id(d.pop("tournament_id", UNSET))

        rummy_match_created = cls(
            at=at,
            bots=bots,
            created_by=created_by,
            hand=hand,
            options=options,
            players=players,
            type_=type_,
            version=version,
            hand_limit=hand_limit,
            move_deadline_ms=move_deadline_ms,
            rated=rated,
            reveals_held=reveals_held,
            tournament_id=tournament_id,
        )

        rummy_match_created.additional_properties = d
        return rummy_match_created

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

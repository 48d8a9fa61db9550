from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.bot_opponent import BotOpponent
    from ..models.open_opponent import OpenOpponent
    from ..models.rules import Rules


T = TypeVar("T", bound="MatchCreate")


@_attrs_define
class MatchCreate:
    """
    Attributes:
        game (str | Unset): the game to play, one of GET /games (else 422 invalid-request) Default: 'gin'.
        hints (bool | Unset): the seat to act may ask the expert for a hint (GET /matches/{match_id}/hint); only in an
            unrated match Default: False.
        opponent (BotOpponent | OpenOpponent | Unset):
        rated (bool | None | Unset):
        room (None | Unset | UUID):
        rules (Rules | Unset): Every rule option of RULES.md (ranges and defaults from the rules core); omitted options
            take their defaults.
        seat (int | None | Unset):
        seats (int | None | Unset):
    """

    game: str | Unset = "gin"
    hints: bool | Unset = False
    opponent: BotOpponent | OpenOpponent | Unset = UNSET
    rated: bool | None | Unset = UNSET
    room: None | Unset | UUID = UNSET
    rules: Rules | Unset = UNSET
    seat: int | None | Unset = UNSET
    seats: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.open_opponent import OpenOpponent

        game = self.game

        hints = self.hints

        opponent: dict[str, Any] | Unset
        if isinstance(self.opponent, Unset):
            opponent = UNSET
        elif isinstance(self.opponent, OpenOpponent):
            opponent = self.opponent.to_dict()
        else:
            opponent = self.opponent.to_dict()

        rated: bool | None | Unset
        if isinstance(self.rated, Unset):
            rated = UNSET
        else:
            rated = self.rated

        room: None | str | Unset
        if isinstance(self.room, Unset):
            room = UNSET
        elif isinstance(self.room, UUID):
            room = str(self.room)
        else:
            room = self.room

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        seats: int | None | Unset
        if isinstance(self.seats, Unset):
            seats = UNSET
        else:
            seats = self.seats

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if game is not UNSET:
            field_dict["game"] = game
        if hints is not UNSET:
            field_dict["hints"] = hints
        if opponent is not UNSET:
            field_dict["opponent"] = opponent
        if rated is not UNSET:
            field_dict["rated"] = rated
        if room is not UNSET:
            field_dict["room"] = room
        if rules is not UNSET:
            field_dict["rules"] = rules
        if seat is not UNSET:
            field_dict["seat"] = seat
        if seats is not UNSET:
            field_dict["seats"] = seats

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.bot_opponent import BotOpponent
        from ..models.open_opponent import OpenOpponent
        from ..models.rules import Rules

        d = dict(src_dict)
        game = d.pop("game", UNSET)

        hints = d.pop("hints", UNSET)

        def _parse_opponent(data: object) -> BotOpponent | OpenOpponent | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_opponent_type_0 = OpenOpponent.from_dict(data)

                return componentsschemas_opponent_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_opponent_type_1 = BotOpponent.from_dict(data)

            return componentsschemas_opponent_type_1

        opponent = _parse_opponent(d.pop("opponent", UNSET))

        def _parse_rated(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        rated = _parse_rated(d.pop("rated", UNSET))

        def _parse_room(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                room_type_0 = UUID(data)

                return room_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        room = _parse_room(d.pop("room", UNSET))

        _rules = d.pop("rules", UNSET)
        rules: Rules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = Rules.from_dict(_rules)

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        def _parse_seats(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seats = _parse_seats(d.pop("seats", UNSET))

        match_create = cls(
            game=game,
            hints=hints,
            opponent=opponent,
            rated=rated,
            room=room,
            rules=rules,
            seat=seat,
            seats=seats,
        )

        return match_create

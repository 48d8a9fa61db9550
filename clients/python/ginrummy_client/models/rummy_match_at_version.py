from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rummy_match_at_version_game import RummyMatchAtVersionGame
from ..models.rummy_match_at_version_status import RummyMatchAtVersionStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rummy_hand_record import RummyHandRecord
    from ..models.rummy_last_move import RummyLastMove
    from ..models.rummy_options_out import RummyOptionsOut
    from ..models.rummy_seat_info import RummySeatInfo
    from ..models.rummy_seat_view import RummySeatView
    from ..models.rummy_standings import RummyStandings
    from ..models.rummy_table_view import RummyTableView


T = TypeVar("T", bound="RummyMatchAtVersion")


@_attrs_define
class RummyMatchAtVersion:
    """The match as it stood at a version, as the caller may see it now: a seat's ``view`` of
    that moment (its hand then; no legal actions), and ``seat_hands``, every seat's hand at that
    moment, once the hand they belong to has ended (``null`` while it is live).

        Attributes:
            created_at (str):
            created_by (str):
            dealer (int | None):
            game (RummyMatchAtVersionGame):
            hand (int | None):
            hand_commitments (list[str]):
            hands (list[RummyHandRecord]):
            id (str):
            moves (int):
            options (RummyOptionsOut): A Rummy table's options, every one given.
            rebuild_commitments (list[str]): the commitments to the stock rebuilds of the hand in play
            returns (list[float] | None):
            scores (list[int]):
            seat_hands (list[list[str]] | None):
            seats (list[RummySeatInfo]):
            seed_commitment (None | str):
            standings (None | RummyStandings):
            status (RummyMatchAtVersionStatus):
            to_act (int | None):
            updated_at (str):
            version (int):
            view (None | RummySeatView):
            your_seat (int | None):
            deadline_at (None | str | Unset): when the deadline of the seat to act runs out (a player's seat)
            hand_limit (int | None | Unset): a tournament's deal pair game: it ends after this many hands
            last_move (None | RummyLastMove | Unset): the last action played, as anyone may see it
            move_deadline_ms (int | None | Unset): the per-move deadline of a player's seat (a missed one forfeits)
            rated (bool | Unset): whether it counts for the ratings Default: True.
            reveals_held (bool | Unset): a tournament pair game: its reveals (the seed, every hand's order and salt) are
                withheld until both games of its pair have ended Default: False.
            table (None | RummyTableView | Unset): the table as anyone may see it (no hand), once the match has started
            tournament_id (None | str | Unset): a tournament's game: its tournament
    """

    created_at: str
    created_by: str
    dealer: int | None
    game: RummyMatchAtVersionGame
    hand: int | None
    hand_commitments: list[str]
    hands: list[RummyHandRecord]
    id: str
    moves: int
    options: RummyOptionsOut
    rebuild_commitments: list[str]
    returns: list[float] | None
    scores: list[int]
    seat_hands: list[list[str]] | None
    seats: list[RummySeatInfo]
    seed_commitment: None | str
    standings: None | RummyStandings
    status: RummyMatchAtVersionStatus
    to_act: int | None
    updated_at: str
    version: int
    view: None | RummySeatView
    your_seat: int | None
    deadline_at: None | str | Unset = UNSET
    hand_limit: int | None | Unset = UNSET
    last_move: None | RummyLastMove | Unset = UNSET
    move_deadline_ms: int | None | Unset = UNSET
    rated: bool | Unset = True
    reveals_held: bool | Unset = False
    table: None | RummyTableView | Unset = UNSET
    tournament_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.rummy_last_move import RummyLastMove
        from ..models.rummy_seat_view import RummySeatView
        from ..models.rummy_standings import RummyStandings
        from ..models.rummy_table_view import RummyTableView

        created_at = self.created_at

        created_by = self.created_by

        dealer: int | None
        dealer = self.dealer

        game = self.game.value

        hand: int | None
        hand = self.hand

        hand_commitments = self.hand_commitments

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data.to_dict()
            hands.append(hands_item)

        id = self.id

        moves = self.moves

        options = self.options.to_dict()

        rebuild_commitments = self.rebuild_commitments

        returns: list[float] | None
        if isinstance(self.returns, list):
            returns = self.returns

        else:
            returns = self.returns

        scores = self.scores

        seat_hands: list[list[str]] | None
        if isinstance(self.seat_hands, list):
            seat_hands = []
            for seat_hands_type_0_item_data in self.seat_hands:
                seat_hands_type_0_item = seat_hands_type_0_item_data

                seat_hands.append(seat_hands_type_0_item)

        else:
            seat_hands = self.seat_hands

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        seed_commitment: None | str
        seed_commitment = self.seed_commitment

        standings: dict[str, Any] | None
        if isinstance(self.standings, RummyStandings):
            standings = self.standings.to_dict()
        else:
            standings = self.standings

        status = self.status.value

        to_act: int | None
        to_act = self.to_act

        updated_at = self.updated_at

        version = self.version

        view: dict[str, Any] | None
        if isinstance(self.view, RummySeatView):
            view = self.view.to_dict()
        else:
            view = self.view

        your_seat: int | None
        your_seat = self.your_seat

        deadline_at: None | str | Unset
        if isinstance(self.deadline_at, Unset):
            deadline_at = UNSET
        else:
            deadline_at = self.deadline_at

        hand_limit: int | None | Unset
        if isinstance(self.hand_limit, Unset):
            hand_limit = UNSET
        else:
            hand_limit = self.hand_limit

        last_move: dict[str, Any] | None | Unset
        if isinstance(self.last_move, Unset):
            last_move = UNSET
        elif isinstance(self.last_move, RummyLastMove):
            last_move = self.last_move.to_dict()
        else:
            last_move = self.last_move

        move_deadline_ms: int | None | Unset
        if isinstance(self.move_deadline_ms, Unset):
            move_deadline_ms = UNSET
        else:
            move_deadline_ms = self.move_deadline_ms

        rated = self.rated

        reveals_held = self.reveals_held

        table: dict[str, Any] | None | Unset
        if isinstance(self.table, Unset):
            table = UNSET
        elif isinstance(self.table, RummyTableView):
            table = self.table.to_dict()
        else:
            table = self.table

        tournament_id: None | str | Unset
        if isinstance(self.tournament_id, Unset):
            tournament_id = UNSET
        else:
            tournament_id = self.tournament_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "created_by": created_by,
                "dealer": dealer,
                "game": game,
                "hand": hand,
                "hand_commitments": hand_commitments,
                "hands": hands,
                "id": id,
                "moves": moves,
                "options": options,
                "rebuild_commitments": rebuild_commitments,
                "returns": returns,
                "scores": scores,
                "seat_hands": seat_hands,
                "seats": seats,
                "seed_commitment": seed_commitment,
                "standings": standings,
                "status": status,
                "to_act": to_act,
                "updated_at": updated_at,
                "version": version,
                "view": view,
                "your_seat": your_seat,
            }
        )
        if deadline_at is not UNSET:
            field_dict["deadline_at"] = deadline_at
        if hand_limit is not UNSET:
            field_dict["hand_limit"] = hand_limit
        if last_move is not UNSET:
            field_dict["last_move"] = last_move
        if move_deadline_ms is not UNSET:
            field_dict["move_deadline_ms"] = move_deadline_ms
        if rated is not UNSET:
            field_dict["rated"] = rated
        if reveals_held is not UNSET:
            field_dict["reveals_held"] = reveals_held
        if table is not UNSET:
            field_dict["table"] = table
        if tournament_id is not UNSET:
            field_dict["tournament_id"] = tournament_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rummy_hand_record import RummyHandRecord
        from ..models.rummy_last_move import RummyLastMove
        from ..models.rummy_options_out import RummyOptionsOut
        from ..models.rummy_seat_info import RummySeatInfo
        from ..models.rummy_seat_view import RummySeatView
        from ..models.rummy_standings import RummyStandings
        from ..models.rummy_table_view import RummyTableView

        d = dict(src_dict)
        created_at = d.pop("created_at")

        created_by = d.pop("created_by")

        def _parse_dealer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        dealer = _parse_dealer(d.pop("dealer"))

        game = RummyMatchAtVersionGame(d.pop("game"))

        def _parse_hand(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        hand = _parse_hand(d.pop("hand"))

        hand_commitments = cast(list[str], d.pop("hand_commitments"))

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = RummyHandRecord.from_dict(hands_item_data)

            hands.append(hands_item)

        id = d.pop("id")

        moves = d.pop("moves")

        options = RummyOptionsOut.from_dict(d.pop("options"))

        rebuild_commitments = cast(list[str], d.pop("rebuild_commitments"))

        def _parse_returns(data: object) -> list[float] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                returns_type_0 = cast(list[float], data)

                return returns_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[float] | None, data)

        returns = _parse_returns(d.pop("returns"))

        scores = cast(list[int], d.pop("scores"))

        def _parse_seat_hands(data: object) -> list[list[str]] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                seat_hands_type_0 = []
                _seat_hands_type_0 = data
                for seat_hands_type_0_item_data in _seat_hands_type_0:
                    seat_hands_type_0_item = cast(list[str], seat_hands_type_0_item_data)

                    seat_hands_type_0.append(seat_hands_type_0_item)

                return seat_hands_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[str]] | None, data)

        seat_hands = _parse_seat_hands(d.pop("seat_hands"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = RummySeatInfo.from_dict(seats_item_data)

            seats.append(seats_item)

        def _parse_seed_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed_commitment = _parse_seed_commitment(d.pop("seed_commitment"))

        def _parse_standings(data: object) -> None | RummyStandings:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                standings_type_0 = RummyStandings.from_dict(data)

                return standings_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RummyStandings, data)

        standings = _parse_standings(d.pop("standings"))

        status = RummyMatchAtVersionStatus(d.pop("status"))

        def _parse_to_act(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_act = _parse_to_act(d.pop("to_act"))

        updated_at = d.pop("updated_at")

        version = d.pop("version")

        def _parse_view(data: object) -> None | RummySeatView:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                view_type_0 = RummySeatView.from_dict(data)

                return view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RummySeatView, data)

        view = _parse_view(d.pop("view"))

        def _parse_your_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        your_seat = _parse_your_seat(d.pop("your_seat"))

        def _parse_deadline_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        deadline_at = _parse_deadline_at(d.pop("deadline_at", UNSET))

        def _parse_hand_limit(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        hand_limit = _parse_hand_limit(d.pop("hand_limit", UNSET))

        def _parse_last_move(data: object) -> None | RummyLastMove | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_move_type_0 = RummyLastMove.from_dict(data)

                return last_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RummyLastMove | Unset, data)

        last_move = _parse_last_move(d.pop("last_move", UNSET))

        def _parse_move_deadline_ms(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        move_deadline_ms = _parse_move_deadline_ms(d.pop("move_deadline_ms", UNSET))

        rated = d.pop("rated", UNSET)

        reveals_held = d.pop("reveals_held", UNSET)

        def _parse_table(data: object) -> None | RummyTableView | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                table_type_0 = RummyTableView.from_dict(data)

                return table_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RummyTableView | Unset, data)

        table = _parse_table(d.pop("table", UNSET))

        def _parse_tournament_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        tournament_id = _parse_tournament_id(d.pop("tournament_id", UNSET))

        rummy_match_at_version = cls(
            created_at=created_at,
            created_by=created_by,
            dealer=dealer,
            game=game,
            hand=hand,
            hand_commitments=hand_commitments,
            hands=hands,
            id=id,
            moves=moves,
            options=options,
            rebuild_commitments=rebuild_commitments,
            returns=returns,
            scores=scores,
            seat_hands=seat_hands,
            seats=seats,
            seed_commitment=seed_commitment,
            standings=standings,
            status=status,
            to_act=to_act,
            updated_at=updated_at,
            version=version,
            view=view,
            your_seat=your_seat,
            deadline_at=deadline_at,
            hand_limit=hand_limit,
            last_move=last_move,
            move_deadline_ms=move_deadline_ms,
            rated=rated,
            reveals_held=reveals_held,
            table=table,
            tournament_id=tournament_id,
        )

        rummy_match_at_version.additional_properties = d
        return rummy_match_at_version

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

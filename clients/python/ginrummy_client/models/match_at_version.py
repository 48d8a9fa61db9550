from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.match_at_version_status import MatchAtVersionStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.deadline_forfeit import DeadlineForfeit
    from ..models.deal_end import DealEnd
    from ..models.deals_played import DealsPlayed
    from ..models.resignation import Resignation
    from ..models.rules_out import RulesOut
    from ..models.seat_info import SeatInfo
    from ..models.seat_view import SeatView
    from ..models.spectator_view import SpectatorView
    from ..models.target_reached import TargetReached


T = TypeVar("T", bound="MatchAtVersion")


@_attrs_define
class MatchAtVersion:
    """The match as it stood at a version; ``hands`` once that deal's cards are public, and
    ``deal_end`` when that version's move ended a deal (every hand laid out as scored);
    ``game_scores``: each game's hand points per seat then (one game, or Hollywood's three);
    ``seat_views`` once the match has finished (every card is public then): the table as it
    stood, as each seat saw it (its hand laid out, the discard pile, the knock).

        Attributes:
            created_at (str):
            created_by (str):
            deadline_at (None | str): when the deadline of the seat to act runs out (a player's seat)
            deal (int | None):
            deal_commitments (list[str]):
            dealer (int | None):
            game (str): the game played (GET /games/{name})
            hints (bool): created with hints allowed (never rated)
            id (str):
            move_deadline_ms (int | None): the per-move deadline of a player's seat (time control)
            moves (int):
            rated (bool): counts for the ratings
            resigned_by (int | None):
            result (DeadlineForfeit | DealsPlayed | None | Resignation | TargetReached):
            rules (RulesOut): The rules of a table, every option given.
            scores (list[int]):
            seats (list[SeatInfo]): one per seat of the table (Gin: 2), seat indices 0..seats-1
            seed_commitment (None | str):
            spectator (None | SpectatorView): the live deal as a spectator sees it: for a viewer with no seat
            status (MatchAtVersionStatus):
            to_act (int | None):
            tournament_id (None | str): the tournament this match is a game of
            updated_at (str):
            version (int):
            view (None | SeatView):
            winner (int | None):
            your_seat (int | None):
            deal_end (DealEnd | None | Unset):
            game_scores (list[list[int]] | None | Unset):
            hands (list[list[str]] | None | Unset):
            seat_views (list[SeatView] | None | Unset): once the match has finished: each seat's view of that version, in
                seat order (no legal actions)
    """

    created_at: str
    created_by: str
    deadline_at: None | str
    deal: int | None
    deal_commitments: list[str]
    dealer: int | None
    game: str
    hints: bool
    id: str
    move_deadline_ms: int | None
    moves: int
    rated: bool
    resigned_by: int | None
    result: DeadlineForfeit | DealsPlayed | None | Resignation | TargetReached
    rules: RulesOut
    scores: list[int]
    seats: list[SeatInfo]
    seed_commitment: None | str
    spectator: None | SpectatorView
    status: MatchAtVersionStatus
    to_act: int | None
    tournament_id: None | str
    updated_at: str
    version: int
    view: None | SeatView
    winner: int | None
    your_seat: int | None
    deal_end: DealEnd | None | Unset = UNSET
    game_scores: list[list[int]] | None | Unset = UNSET
    hands: list[list[str]] | None | Unset = UNSET
    seat_views: list[SeatView] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.deadline_forfeit import DeadlineForfeit
        from ..models.deal_end import DealEnd
        from ..models.deals_played import DealsPlayed
        from ..models.resignation import Resignation
        from ..models.seat_view import SeatView
        from ..models.spectator_view import SpectatorView
        from ..models.target_reached import TargetReached

        created_at = self.created_at

        created_by = self.created_by

        deadline_at: None | str
        deadline_at = self.deadline_at

        deal: int | None
        deal = self.deal

        deal_commitments = self.deal_commitments

        dealer: int | None
        dealer = self.dealer

        game = self.game

        hints = self.hints

        id = self.id

        move_deadline_ms: int | None
        move_deadline_ms = self.move_deadline_ms

        moves = self.moves

        rated = self.rated

        resigned_by: int | None
        resigned_by = self.resigned_by

        result: dict[str, Any] | None
        if (
            isinstance(self.result, TargetReached)
            or isinstance(self.result, Resignation)
            or isinstance(self.result, DeadlineForfeit)
            or isinstance(self.result, DealsPlayed)
        ):
            result = self.result.to_dict()
        else:
            result = self.result

        rules = self.rules.to_dict()

        scores = self.scores

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        seed_commitment: None | str
        seed_commitment = self.seed_commitment

        spectator: dict[str, Any] | None
        if isinstance(self.spectator, SpectatorView):
            spectator = self.spectator.to_dict()
        else:
            spectator = self.spectator

        status = self.status.value

        to_act: int | None
        to_act = self.to_act

        tournament_id: None | str
        tournament_id = self.tournament_id

        updated_at = self.updated_at

        version = self.version

        view: dict[str, Any] | None
        if isinstance(self.view, SeatView):
            view = self.view.to_dict()
        else:
            view = self.view

        winner: int | None
        winner = self.winner

        your_seat: int | None
        your_seat = self.your_seat

        deal_end: dict[str, Any] | None | Unset
        if isinstance(self.deal_end, Unset):
            deal_end = UNSET
        elif isinstance(self.deal_end, DealEnd):
            deal_end = self.deal_end.to_dict()
        else:
            deal_end = self.deal_end

        game_scores: list[list[int]] | None | Unset
        if isinstance(self.game_scores, Unset):
            game_scores = UNSET
        elif isinstance(self.game_scores, list):
            game_scores = []
            for game_scores_type_0_item_data in self.game_scores:
                game_scores_type_0_item = game_scores_type_0_item_data

                game_scores.append(game_scores_type_0_item)

        else:
            game_scores = self.game_scores

        hands: list[list[str]] | None | Unset
        if isinstance(self.hands, Unset):
            hands = UNSET
        elif isinstance(self.hands, list):
            hands = []
            for hands_type_0_item_data in self.hands:
                hands_type_0_item = hands_type_0_item_data

                hands.append(hands_type_0_item)

        else:
            hands = self.hands

        seat_views: list[dict[str, Any]] | None | Unset
        if isinstance(self.seat_views, Unset):
            seat_views = UNSET
        elif isinstance(self.seat_views, list):
            seat_views = []
            for seat_views_type_0_item_data in self.seat_views:
                seat_views_type_0_item = seat_views_type_0_item_data.to_dict()
                seat_views.append(seat_views_type_0_item)

        else:
            seat_views = self.seat_views

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "created_by": created_by,
                "deadline_at": deadline_at,
                "deal": deal,
                "deal_commitments": deal_commitments,
                "dealer": dealer,
                "game": game,
                "hints": hints,
                "id": id,
                "move_deadline_ms": move_deadline_ms,
                "moves": moves,
                "rated": rated,
                "resigned_by": resigned_by,
                "result": result,
                "rules": rules,
                "scores": scores,
                "seats": seats,
                "seed_commitment": seed_commitment,
                "spectator": spectator,
                "status": status,
                "to_act": to_act,
                "tournament_id": tournament_id,
                "updated_at": updated_at,
                "version": version,
                "view": view,
                "winner": winner,
                "your_seat": your_seat,
            }
        )
        if deal_end is not UNSET:
            field_dict["deal_end"] = deal_end
        if game_scores is not UNSET:
            field_dict["game_scores"] = game_scores
        if hands is not UNSET:
            field_dict["hands"] = hands
        if seat_views is not UNSET:
            field_dict["seat_views"] = seat_views

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.deadline_forfeit import DeadlineForfeit
        from ..models.deal_end import DealEnd
        from ..models.deals_played import DealsPlayed
        from ..models.resignation import Resignation
        from ..models.rules_out import RulesOut
        from ..models.seat_info import SeatInfo
        from ..models.seat_view import SeatView
        from ..models.spectator_view import SpectatorView
        from ..models.target_reached import TargetReached

        d = dict(src_dict)
        created_at = d.pop("created_at")

        created_by = d.pop("created_by")

        def _parse_deadline_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        deadline_at = _parse_deadline_at(d.pop("deadline_at"))

        def _parse_deal(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        deal = _parse_deal(d.pop("deal"))

        deal_commitments = cast(list[str], d.pop("deal_commitments"))

        def _parse_dealer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        dealer = _parse_dealer(d.pop("dealer"))

        game = d.pop("game")

        hints = d.pop("hints")

        id = d.pop("id")

        def _parse_move_deadline_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        move_deadline_ms = _parse_move_deadline_ms(d.pop("move_deadline_ms"))

        moves = d.pop("moves")

        rated = d.pop("rated")

        def _parse_resigned_by(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        resigned_by = _parse_resigned_by(d.pop("resigned_by"))

        def _parse_result(
            data: object,
        ) -> DeadlineForfeit | DealsPlayed | None | Resignation | TargetReached:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_match_result_type_0 = TargetReached.from_dict(data)

                return componentsschemas_match_result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_match_result_type_1 = Resignation.from_dict(data)

                return componentsschemas_match_result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_match_result_type_2 = DeadlineForfeit.from_dict(data)

                return componentsschemas_match_result_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_match_result_type_3 = DealsPlayed.from_dict(data)

                return componentsschemas_match_result_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DeadlineForfeit | DealsPlayed | None | Resignation | TargetReached, data)

        result = _parse_result(d.pop("result"))

        rules = RulesOut.from_dict(d.pop("rules"))

        scores = cast(list[int], d.pop("scores"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatInfo.from_dict(seats_item_data)

            seats.append(seats_item)

        def _parse_seed_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed_commitment = _parse_seed_commitment(d.pop("seed_commitment"))

        def _parse_spectator(data: object) -> None | SpectatorView:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                spectator_type_0 = SpectatorView.from_dict(data)

                return spectator_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SpectatorView, data)

        spectator = _parse_spectator(d.pop("spectator"))

        status = MatchAtVersionStatus(d.pop("status"))

        def _parse_to_act(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_act = _parse_to_act(d.pop("to_act"))

        def _parse_tournament_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        tournament_id = _parse_tournament_id(d.pop("tournament_id"))

        updated_at = d.pop("updated_at")

        version = d.pop("version")

        def _parse_view(data: object) -> None | SeatView:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                view_type_0 = SeatView.from_dict(data)

                return view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SeatView, data)

        view = _parse_view(d.pop("view"))

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        def _parse_your_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        your_seat = _parse_your_seat(d.pop("your_seat"))

        def _parse_deal_end(data: object) -> DealEnd | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_end_type_0 = DealEnd.from_dict(data)

                return deal_end_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DealEnd | None | Unset, data)

        deal_end = _parse_deal_end(d.pop("deal_end", UNSET))

        def _parse_game_scores(data: object) -> list[list[int]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                game_scores_type_0 = []
                _game_scores_type_0 = data
                for game_scores_type_0_item_data in _game_scores_type_0:
                    game_scores_type_0_item = cast(list[int], game_scores_type_0_item_data)

                    game_scores_type_0.append(game_scores_type_0_item)

                return game_scores_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[int]] | None | Unset, data)

        game_scores = _parse_game_scores(d.pop("game_scores", UNSET))

        def _parse_hands(data: object) -> list[list[str]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hands_type_0 = []
                _hands_type_0 = data
                for hands_type_0_item_data in _hands_type_0:
                    hands_type_0_item = cast(list[str], hands_type_0_item_data)

                    hands_type_0.append(hands_type_0_item)

                return hands_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[str]] | None | Unset, data)

        hands = _parse_hands(d.pop("hands", UNSET))

        def _parse_seat_views(data: object) -> list[SeatView] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                seat_views_type_0 = []
                _seat_views_type_0 = data
                for seat_views_type_0_item_data in _seat_views_type_0:
                    seat_views_type_0_item = SeatView.from_dict(seat_views_type_0_item_data)

                    seat_views_type_0.append(seat_views_type_0_item)

                return seat_views_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[SeatView] | None | Unset, data)

        seat_views = _parse_seat_views(d.pop("seat_views", UNSET))

        match_at_version = cls(
            created_at=created_at,
            created_by=created_by,
            deadline_at=deadline_at,
            deal=deal,
            deal_commitments=deal_commitments,
            dealer=dealer,
            game=game,
            hints=hints,
            id=id,
            move_deadline_ms=move_deadline_ms,
            moves=moves,
            rated=rated,
            resigned_by=resigned_by,
            result=result,
            rules=rules,
            scores=scores,
            seats=seats,
            seed_commitment=seed_commitment,
            spectator=spectator,
            status=status,
            to_act=to_act,
            tournament_id=tournament_id,
            updated_at=updated_at,
            version=version,
            view=view,
            winner=winner,
            your_seat=your_seat,
            deal_end=deal_end,
            game_scores=game_scores,
            hands=hands,
            seat_views=seat_views,
        )

        match_at_version.additional_properties = d
        return match_at_version

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

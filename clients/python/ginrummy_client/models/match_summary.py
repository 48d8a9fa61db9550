from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.match_summary_status import MatchSummaryStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rules_out import RulesOut
    from ..models.seat_info import SeatInfo


T = TypeVar("T", bound="MatchSummary")


@_attrs_define
class MatchSummary:
    """
    Attributes:
        created_at (str):
        game (str): the game played (GET /games/{name})
        id (str):
        rules (RulesOut): The rules of a table, every option given.
        scores (list[int]):
        seats (list[SeatInfo]): one per seat of the table (Gin: 2), seat indices 0..seats-1
        status (MatchSummaryStatus):
        version (int):
        winner (int | None):
        totals (list[int] | None | Unset): once the match has reached its target: the result's totals (hand points and
            every bonus), per seat
    """

    created_at: str
    game: str
    id: str
    rules: RulesOut
    scores: list[int]
    seats: list[SeatInfo]
    status: MatchSummaryStatus
    version: int
    winner: int | None
    totals: list[int] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        game = self.game

        id = self.id

        rules = self.rules.to_dict()

        scores = self.scores

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        status = self.status.value

        version = self.version

        winner: int | None
        winner = self.winner

        totals: list[int] | None | Unset
        if isinstance(self.totals, Unset):
            totals = UNSET
        elif isinstance(self.totals, list):
            totals = self.totals

        else:
            totals = self.totals

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "game": game,
                "id": id,
                "rules": rules,
                "scores": scores,
                "seats": seats,
                "status": status,
                "version": version,
                "winner": winner,
            }
        )
        if totals is not UNSET:
            field_dict["totals"] = totals

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rules_out import RulesOut
        from ..models.seat_info import SeatInfo

        d = dict(src_dict)
        created_at = d.pop("created_at")

        game = d.pop("game")

        id = d.pop("id")

        rules = RulesOut.from_dict(d.pop("rules"))

        scores = cast(list[int], d.pop("scores"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatInfo.from_dict(seats_item_data)

            seats.append(seats_item)

        status = MatchSummaryStatus(d.pop("status"))

        version = d.pop("version")

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        def _parse_totals(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                totals_type_0 = cast(list[int], data)

                return totals_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        totals = _parse_totals(d.pop("totals", UNSET))

        match_summary = cls(
            created_at=created_at,
            game=game,
            id=id,
            rules=rules,
            scores=scores,
            seats=seats,
            status=status,
            version=version,
            winner=winner,
            totals=totals,
        )

        match_summary.additional_properties = d
        return match_summary

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

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rummy_match_summary_game import RummyMatchSummaryGame
from ..models.rummy_match_summary_status import RummyMatchSummaryStatus

if TYPE_CHECKING:
    from ..models.rummy_options_out import RummyOptionsOut
    from ..models.rummy_seat_info import RummySeatInfo


T = TypeVar("T", bound="RummyMatchSummary")


@_attrs_define
class RummyMatchSummary:
    """
    Attributes:
        created_at (str):
        game (RummyMatchSummaryGame):
        id (str):
        options (RummyOptionsOut): A Rummy table's options, every one given.
        scores (list[int]):
        seats (list[RummySeatInfo]):
        status (RummyMatchSummaryStatus):
        version (int):
        winners (list[int]):
    """

    created_at: str
    game: RummyMatchSummaryGame
    id: str
    options: RummyOptionsOut
    scores: list[int]
    seats: list[RummySeatInfo]
    status: RummyMatchSummaryStatus
    version: int
    winners: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        game = self.game.value

        id = self.id

        options = self.options.to_dict()

        scores = self.scores

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        status = self.status.value

        version = self.version

        winners = self.winners

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "game": game,
                "id": id,
                "options": options,
                "scores": scores,
                "seats": seats,
                "status": status,
                "version": version,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rummy_options_out import RummyOptionsOut
        from ..models.rummy_seat_info import RummySeatInfo

        d = dict(src_dict)
        created_at = d.pop("created_at")

        game = RummyMatchSummaryGame(d.pop("game"))

        id = d.pop("id")

        options = RummyOptionsOut.from_dict(d.pop("options"))

        scores = cast(list[int], d.pop("scores"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = RummySeatInfo.from_dict(seats_item_data)

            seats.append(seats_item)

        status = RummyMatchSummaryStatus(d.pop("status"))

        version = d.pop("version")

        winners = cast(list[int], d.pop("winners"))

        rummy_match_summary = cls(
            created_at=created_at,
            game=game,
            id=id,
            options=options,
            scores=scores,
            seats=seats,
            status=status,
            version=version,
            winners=winners,
        )

        rummy_match_summary.additional_properties = d
        return rummy_match_summary

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

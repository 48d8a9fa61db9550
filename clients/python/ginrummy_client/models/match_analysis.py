from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.match_analysis_objective import MatchAnalysisObjective
from ..models.match_analysis_status import MatchAnalysisStatus

if TYPE_CHECKING:
    from ..models.analysis_decision import AnalysisDecision
    from ..models.label_thresholds import LabelThresholds
    from ..models.seat_totals import SeatTotals


T = TypeVar("T", bound="MatchAnalysis")


@_attrs_define
class MatchAnalysis:
    """The expert's analysis of a finished match, computed once and stored: every decision from
    the acting seat's point of view at that moment (deterministic for ``seed`` and
    ``playouts``: ``ginrummy analyze`` on the match's export reproduces it).

        Attributes:
            decisions (list[AnalysisDecision]):
            match_id (str):
            match_version (int):
            moves (int):
            objective (MatchAnalysisObjective): what the best action maximises: expected points (the equity is reported)
            playouts (int):
            seats (list[SeatTotals]):
            seed (int):
            status (MatchAnalysisStatus):
            thresholds (LabelThresholds): The lowest loss (points) of each label below ``good``.
    """

    decisions: list[AnalysisDecision]
    match_id: str
    match_version: int
    moves: int
    objective: MatchAnalysisObjective
    playouts: int
    seats: list[SeatTotals]
    seed: int
    status: MatchAnalysisStatus
    thresholds: LabelThresholds
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        decisions = []
        for decisions_item_data in self.decisions:
            decisions_item = decisions_item_data.to_dict()
            decisions.append(decisions_item)

        match_id = self.match_id

        match_version = self.match_version

        moves = self.moves

        objective = self.objective.value

        playouts = self.playouts

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        seed = self.seed

        status = self.status.value

        thresholds = self.thresholds.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "decisions": decisions,
                "match_id": match_id,
                "match_version": match_version,
                "moves": moves,
                "objective": objective,
                "playouts": playouts,
                "seats": seats,
                "seed": seed,
                "status": status,
                "thresholds": thresholds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.analysis_decision import AnalysisDecision
        from ..models.label_thresholds import LabelThresholds
        from ..models.seat_totals import SeatTotals

        d = dict(src_dict)
        decisions = []
        _decisions = d.pop("decisions")
        for decisions_item_data in _decisions:
            decisions_item = AnalysisDecision.from_dict(decisions_item_data)

            decisions.append(decisions_item)

        match_id = d.pop("match_id")

        match_version = d.pop("match_version")

        moves = d.pop("moves")

        objective = MatchAnalysisObjective(d.pop("objective"))

        playouts = d.pop("playouts")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatTotals.from_dict(seats_item_data)

            seats.append(seats_item)

        seed = d.pop("seed")

        status = MatchAnalysisStatus(d.pop("status"))

        thresholds = LabelThresholds.from_dict(d.pop("thresholds"))

        match_analysis = cls(
            decisions=decisions,
            match_id=match_id,
            match_version=match_version,
            moves=moves,
            objective=objective,
            playouts=playouts,
            seats=seats,
            seed=seed,
            status=status,
            thresholds=thresholds,
        )

        match_analysis.additional_properties = d
        return match_analysis

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

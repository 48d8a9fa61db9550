"""The expert's analysis of a finished match, and its hints during one."""

from __future__ import annotations

from typing import Annotated, Literal

from msgspec import Meta, Struct

from ginrummy.api.schemas.common import Phase, SeatIndex
from ginrummy.api.schemas.matches import Action

AnalysisLabel = Annotated[
    Literal["good", "inaccuracy", "mistake", "blunder"],
    Meta(
        description="by the loss in points: good < 2 <= inaccuracy < 5 <= mistake < 10 <= blunder"
    ),
]
Objective = Annotated[
    Literal["points", "match"],
    Meta(description="what the best action maximises: expected points (the equity is reported)"),
]


class ActionValue(Struct, kw_only=True):
    """One legal action valued by the expert's determinised search from the acting seat's
    observation: the expected points for that seat to the end of the deal (negative when the
    opponent scores) and, in a match, the chance of winning the match after it, each with its
    standard error over the determinisations."""

    action: Action
    points: float
    points_se: float
    equity: float | None
    equity_se: float | None


class AnalysisDecision(Struct, kw_only=True):
    """One decision (a move with at least two legal actions) of the finished match."""

    index: Annotated[int, Meta(description="the move's index in the whole match (0-based)")]
    version: Annotated[
        int,
        Meta(
            description="the match version its move recorded (GET /matches/{match_id}/versions/"
            "{version - 1} is the position it was made in)"
        ),
    ]
    deal: int
    seat: SeatIndex
    phase: Phase
    scores: Annotated[list[int], Meta(description="the match scores before the deal")]
    chosen: Action
    best: Action
    chosen_points: float
    chosen_points_se: float
    best_points: float
    best_points_se: float
    loss: Annotated[float, Meta(description="best_points - chosen_points, at least 0")]
    loss_se: Annotated[float, Meta(description="standard error of the paired difference")]
    equity_loss: Annotated[
        float | None, Meta(description="match-winning chance lost against the best (a match)")
    ]
    label: AnalysisLabel
    actions: list[ActionValue]


class SeatTotals(Struct, kw_only=True):
    """One seat's decisions: how many, the loss, the count per label."""

    seat: SeatIndex
    decisions: int
    total_loss: float
    average_loss: float
    average_equity_loss: float | None
    good: int
    inaccuracy: int
    mistake: int
    blunder: int


class LabelThresholds(Struct, kw_only=True):
    """The lowest loss (points) of each label below ``good``."""

    inaccuracy: float
    mistake: float
    blunder: float


class MatchAnalysis(Struct, kw_only=True):
    """The expert's analysis of a finished match, computed once and stored: every decision from
    the acting seat's point of view at that moment (deterministic for ``seed`` and
    ``playouts``: ``ginrummy analyze`` on the match's export reproduces it)."""

    match_id: str
    status: Literal["done"]
    match_version: int
    playouts: int
    seed: int
    objective: Objective
    moves: int
    thresholds: LabelThresholds
    decisions: list[AnalysisDecision]
    seats: list[SeatTotals]


class AnalysisPending(Struct, kw_only=True):
    """The analysis is being computed (202): ask again after ``retry_after`` seconds."""

    match_id: str
    status: Literal["pending"]
    retry_after: int


class Hint(Struct, kw_only=True):
    """The expert's values of every legal action of the seat to act, from that seat's
    observation only (deterministic for ``seed`` and ``playouts``)."""

    match_id: str
    version: Annotated[int, Meta(description="the match version the hint is for")]
    seat: SeatIndex
    phase: Phase
    playouts: int
    seed: int
    objective: Objective
    actions: list[ActionValue]
    best: Action
    best_index: Annotated[int, Meta(description="the index of the best action in actions")]

"""/matches/{id}/analysis and /matches/{id}/hint: the expert's analysis of a finished match
(computed off the request path once, then stored) and a hint for the seat to act
(``service.analysis``)."""

from __future__ import annotations

from uuid import UUID

import msgspec
from litestar import Controller, Response, get
from litestar.di import NamedDependency, Provide
from litestar.openapi.datastructures import ResponseSpec
from litestar.params import FromPath

from ginrummy.api.auth import SECURITY, current_player
from ginrummy.api.problems import responses
from ginrummy.api.schemas import AnalysisPending, Hint, MatchAnalysis
from ginrummy.service.application import GinRummyService


class AnalysisController(Controller):
    path = "/matches"
    tags = ("analysis",)
    dependencies = {"me": Provide(current_player)}  # noqa: RUF012

    @get(
        "/{match_id:uuid}/analysis",
        operation_id="getMatchAnalysis",
        summary="The expert's analysis of every decision of a finished match",
        description=(
            "Every decision of the finished match (a move with at least two legal actions), "
            "valued from the acting seat's observation at that moment: the chosen and the best "
            "action with their expected points and standard errors, the loss, a label, and "
            "per-seat totals. The first request schedules the computation and answers 202 "
            "with `Retry-After`; once computed the analysis is stored and every request "
            "answers 200 with it (computed once for all replicas; deterministic for the "
            "server's seed and playouts). 409 `match-not-finished` before the match ends."
        ),
        sync_to_thread=True,
        responses={
            **responses(404, 409),
            202: ResponseSpec(
                data_container=AnalysisPending,
                description="Being computed: ask again after Retry-After seconds",
                generate_examples=False,
            ),
        },
    )
    def analysis(
        self, match_id: FromPath[UUID], service: NamedDependency[GinRummyService]
    ) -> Response[MatchAnalysis]:
        done = service.analyses.analysis(match_id)
        if done is None:
            wait = service.settings.retry_after
            pending = AnalysisPending(match_id=str(match_id), status="pending", retry_after=wait)
            return Response(
                pending,  # type: ignore[arg-type]
                status_code=202,
                headers={
                    "Retry-After": str(wait),
                    "Location": f"/matches/{match_id}/analysis",
                },
            )
        return Response(msgspec.convert(done, MatchAnalysis), status_code=200)

    @get(
        "/{match_id:uuid}/hint",
        operation_id="getHint",
        summary="The expert's values of your legal actions (matches created with hints)",
        description=(
            "For the seat to act in a match created with `hints: true` (never a rated match): "
            "every legal action with its expected points (and match equity) and their standard "
            "errors, and the best one, computed from your seat's observation only. 403 "
            "`hints-not-allowed` in a match without hints, 403 `not-your-match` without a "
            "seat, 422 `not-your-turn` when your seat is not to act (as for an action), 409 "
            "`match-not-active` when the match is not being played."
        ),
        sync_to_thread=True,
        security=SECURITY,
        responses=responses(401, 403, 404, 409, 422),
    )
    def hint(
        self,
        match_id: FromPath[UUID],
        me: NamedDependency[UUID],
        service: NamedDependency[GinRummyService],
    ) -> Hint:
        return msgspec.convert(service.analyses.hint(me, match_id), Hint)

"""/challenges: challenge a player to a match; accept, decline, cancel."""

from __future__ import annotations

from uuid import UUID

import msgspec
from litestar import Controller, Response, get, post
from litestar.di import NamedDependency, Provide
from litestar.params import FromPath, JSONBody

from ginrummy.api.auth import SECURITY, current_player
from ginrummy.api.controllers.common import respond
from ginrummy.api.problems import responses
from ginrummy.api.schemas.social_challenges import (
    ChallengeCreate,
    ChallengeDecline,
    ChallengeList,
    ChallengeOut,
)
from ginrummy.service.application import GinRummyService


class ChallengeController(Controller):
    path = "/challenges"
    tags = ("social",)
    dependencies = {"me": Provide(current_player)}  # noqa: RUF012
    security = SECURITY

    @post(
        operation_id="issueChallenge",
        opt={"strict_body": ChallengeCreate},
        summary="Challenge a player to a match (expires after 10 minutes, or `expires_in`)",
        description="Refusals: 403 `blocked` or `not-allowed-by-settings` (the player's "
        "`who_may_challenge`), 404 `player-not-found`, 422 `invalid-rules`, `bad-seat`.",
        sync_to_thread=True,
        responses=responses(400, 401, 403, 404, 415, 422, 429),
    )
    def issue(
        self,
        me: NamedDependency[UUID],
        data: JSONBody[ChallengeCreate],
        service: NamedDependency[GinRummyService],
    ) -> Response[ChallengeOut]:
        rules = msgspec.to_builtins(data.rules)
        reply = service.social.challenges.issue(me, data.to, data.game, rules, data.expires_in)
        return respond(reply, ChallengeOut, f"/challenges/{reply.body['id']}")

    @get(
        operation_id="listMyChallenges",
        summary="The challenges you issued or received, the newest first",
        sync_to_thread=True,
        responses=responses(401, 429),
    )
    def list_challenges(
        self, me: NamedDependency[UUID], service: NamedDependency[GinRummyService]
    ) -> ChallengeList:
        return msgspec.convert(service.social.challenges.list(me), ChallengeList)

    @get(
        "/{challenge_id:uuid}",
        operation_id="getChallenge",
        summary="A challenge of yours",
        sync_to_thread=True,
        responses=responses(401, 404, 429),
    )
    def get_challenge(
        self,
        me: NamedDependency[UUID],
        challenge_id: FromPath[UUID],
        service: NamedDependency[GinRummyService],
    ) -> ChallengeOut:
        view = service.social.challenges.view(me, challenge_id)
        return msgspec.convert(view, ChallengeOut)

    @post(
        "/{challenge_id:uuid}/accept",
        operation_id="acceptChallenge",
        summary="Accept the challenge: the match starts with both of you seated",
        status_code=200,
        sync_to_thread=True,
        responses=responses(401, 403, 404, 409, 429),
    )
    def accept(
        self,
        me: NamedDependency[UUID],
        challenge_id: FromPath[UUID],
        service: NamedDependency[GinRummyService],
    ) -> Response[ChallengeOut]:
        return respond(service.social.challenges.accept(me, challenge_id), ChallengeOut)

    @post(
        "/{challenge_id:uuid}/decline",
        operation_id="declineChallenge",
        opt={"strict_body": ChallengeDecline},
        summary="Decline the challenge, with a reason",
        status_code=200,
        sync_to_thread=True,
        responses=responses(400, 401, 403, 404, 409, 415, 422, 429),
    )
    def decline(
        self,
        me: NamedDependency[UUID],
        challenge_id: FromPath[UUID],
        data: JSONBody[ChallengeDecline],
        service: NamedDependency[GinRummyService],
    ) -> Response[ChallengeOut]:
        reply = service.social.challenges.decline(me, challenge_id, data.reason)
        return respond(reply, ChallengeOut)

    @post(
        "/{challenge_id:uuid}/cancel",
        operation_id="cancelChallenge",
        summary="Cancel the challenge you issued",
        status_code=200,
        sync_to_thread=True,
        responses=responses(401, 403, 404, 409, 429),
    )
    def cancel(
        self,
        me: NamedDependency[UUID],
        challenge_id: FromPath[UUID],
        service: NamedDependency[GinRummyService],
    ) -> Response[ChallengeOut]:
        return respond(service.social.challenges.cancel(me, challenge_id), ChallengeOut)

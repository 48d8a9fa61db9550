"""An action request, from its decoded body to the service's reply: the one way to a move of
the route handler ``POST /matches/{match_id}/actions`` and of its move lane
(:mod:`ginrummy.api.move_lane`)."""

from __future__ import annotations

from uuid import UUID

import msgspec

from ginrummy import core
from ginrummy.api.schemas import Action, ActionRequest, Resign
from ginrummy.service import metrics
from ginrummy.service.application import GinRummyService
from ginrummy.service.errors import InvalidRequestError
from ginrummy.service.idempotency import IdempotencyKey
from ginrummy.service.replies import Reply

_encode = msgspec.json.Encoder().encode


def _encode_action(action: Action) -> bytes:
    """An action request's JSON form without the match version (the core's action)."""
    return _encode(msgspec.structs.replace(action, version=None))


async def play_action(
    service: GinRummyService,
    me: UUID,
    match_id: UUID,
    action: ActionRequest,
    expected: int | None,
    idem: IdempotencyKey | None,
) -> Reply:
    """Plays the request's action for ``me``'s seat at the version ``expected`` (a resign
    has its own command path); counts the move."""
    if isinstance(action, Resign):
        reply = await service.seats.resign_async(me, match_id, expected, idem)
    else:  # the body as the request check decoded it, in the core's own form
        try:
            parsed = core.Action.from_json(_encode_action(action))
        except core.IllegalActionError as exc:  # well-formed JSON the rules cannot parse
            raise InvalidRequestError(f"not an action: {exc}", reason="invalid-action") from exc
        reply = await service.seats.act_async(me, match_id, parsed, expected, idem)
    metrics.MOVES.inc()
    return reply

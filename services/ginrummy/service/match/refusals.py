"""The core's refusal of an action, as the service's error for the seat that sent it."""

from __future__ import annotations

from ginrummy import core
from ginrummy.service.errors import IllegalActionError, InvalidRequestError, ServiceError


def refusal(exc: core.IllegalActionError, game: core.Match) -> ServiceError:
    """The core's refusal, in its words (written from what the acting seat can see), with its
    reason; the legal actions come along unless it was not the seat's turn."""
    if exc.reason == "not_your_turn":
        detail = "it is not your turn" if game.to_act is not None else "nobody is to act now"
        return IllegalActionError(detail, reason="not-your-turn", refusal=exc.reason)
    if exc.reason == "malformed":
        return InvalidRequestError(f"not an action: {exc}", reason="invalid-action")
    return IllegalActionError(
        str(exc),
        reason="illegal-action",
        refusal=exc.reason,
        legal_actions=[a.to_dict() for a in game.legal_actions()],
    )

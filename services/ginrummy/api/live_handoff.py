"""The outermost ASGI layer of the app: it runs a live stream's body once Litestar is done.

A live stream is authorised, admitted (its limits) and subscribed by its route, whose response
sends the status and headers (:class:`~ginrummy.api.live_response.LiveBody`). The body, which
lasts minutes, need not run inside Litestar: the response leaves it in the request's
:class:`HandoffSlot` and returns, so that Litestar's request, its connection state, its
dependency cache and every middleware's frame are freed. This layer then runs the body with the
server's own ``receive`` and ``send``, in the request's task (a disconnect, the drain on
shutdown and uvicorn's wait for the requests in flight work as before).

Litestar sees a copy of the scope (and of its ``state``, where Litestar keeps its per-request
connection state), dropped once it returns: what it stored in the scope does not outlive it.
The request's time and access line (:mod:`.observability`, inside this layer) end at the
handoff: for a stream, the time to open it.
"""

from __future__ import annotations

from typing import Any, Protocol, cast

from litestar.enums import ScopeType
from litestar.types import ASGIApp, Receive, Scope, Send

HANDOFF_KEY = "ginrummy.live_handoff"


class HandedOffBody(Protocol):
    """The body of a response that runs after the app has returned."""

    async def run(self, receive: Receive, send: Send) -> None: ...


class HandoffSlot:
    """Where a response leaves the body it hands off (at most one per request)."""

    __slots__ = ("body",)

    def __init__(self) -> None:
        self.body: HandedOffBody | None = None


def hand_off(scope: Scope, body: HandedOffBody) -> bool:
    """Leaves ``body`` to the handoff layer; ``False`` when the app runs without one (the
    caller then runs it itself)."""
    slot = cast(dict[str, Any], scope).get(HANDOFF_KEY)
    if not isinstance(slot, HandoffSlot):
        return False
    slot.body = body
    return True


def live_handoff(app: ASGIApp) -> ASGIApp:
    """``app`` (the app's ASGI handler) with the handoff of live streams' bodies."""

    async def handoff(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != ScopeType.HTTP:
            await app(scope, receive, send)
            return
        slot = HandoffSlot()
        await app(_inner_scope(scope, slot), receive, send)
        body, slot.body = slot.body, None
        if body is not None:
            await body.run(receive, send)

    return handoff


def _inner_scope(scope: Scope, slot: HandoffSlot) -> Scope:
    """The scope Litestar sees: a copy (with a copy of its ``state``) holding ``slot``."""
    inner: dict[str, Any] = dict(scope)
    state = inner.get("state")
    inner["state"] = dict(state) if state else {}
    inner[HANDOFF_KEY] = slot
    return cast(Scope, inner)

"""The move lane: the common case of the two operations of every move, served without Litestar's
per-request machinery.

A move is ``POST /matches/{id}/actions`` and, for the seat to act next, ``GET /matches/{id}``.
Litestar spends about as much CPU on each of them as the move itself (its ``before_request``
hook, the signature model, the dependencies, the ``Response`` and its conversion). Each of the
two route handlers carries a lane: handler-level middleware, so inside the router, the rate
limit and the exception handling. A request in the common case is answered by the lane, through
the same checks, service calls and reply (:func:`ginrummy.api.actions.play_action`,
:func:`~ginrummy.api.controllers.common.respond_asgi`); any other request goes on to the route
handler, which stays the operation's one definition (its OpenAPI document, every other case).

The common case of ``POST .../actions``: no query string, a JSON ``Content-Type``, a bearer
token and no cookie (a session's CSRF check is the handler's), no ``Idempotency-Key`` or
``If-Match`` (the body names the version), and a body within the size limit that decodes
strictly into an action request; no header sent twice. Of ``GET /matches/{id}``: no query
string and no cookie. The lane's refusals are rendered inside the route's middleware, as the
handler's are (the rate limit's headers on them too). The
checks the route handler makes before its service call are made here in the same order, or the
request goes to the handler; from the authentication on, both run the same code, so a refusal
(401, 403, 404, 409, 422, 503) is raised here as there and rendered by the same exception
handling. ``tests/api/test_api_move_lane.py`` plays matches through both and compares the
responses byte for byte.
"""

from __future__ import annotations

from typing import Any, cast
from uuid import UUID

import msgspec
from litestar import Request
from litestar._asgi.utils import wrap_in_exception_handler
from litestar.handlers import HTTPRouteHandler
from litestar.types import ASGIApp, HTTPReceiveMessage, Receive, Scope, Send

from ginrummy.api.actions import play_action
from ginrummy.api.auth import current_player, optional_player
from ginrummy.api.controllers.common import respond_asgi
from ginrummy.api.request_checks import is_json_media_type, strict_decoder
from ginrummy.api.schemas import ActionRequest
from ginrummy.service.application import GinRummyService

__all__ = ["action_lane", "view_lane"]

_decode_action = strict_decoder(ActionRequest).decode


def _service(scope: Scope) -> GinRummyService:
    return cast(GinRummyService, scope["litestar_app"].state.service)


def _match_id(scope: Scope) -> UUID:
    """The route's ``{match_id:uuid}``, parsed by the router."""
    return cast(UUID, scope["path_params"]["match_id"])


def _max_body(scope: Scope) -> int | None:
    """The route's ``request_max_body_size`` (the app's): a longer body is the handler's 413."""
    handler = cast(HTTPRouteHandler, scope["route_handler"])
    return handler.resolve_request_max_body_size()


async def _body(
    receive: Receive, limit: int | None
) -> tuple[bytes | None, list[HTTPReceiveMessage]]:
    """The request body (``None`` past ``limit`` or on a disconnect) and the messages it came
    in, to hand on to the route handler."""
    messages: list[HTTPReceiveMessage] = []
    size = 0
    while True:
        message = cast(HTTPReceiveMessage, await receive())
        messages.append(message)
        if message["type"] != "http.request":
            return None, messages
        size += len(message.get("body", b""))
        if limit is not None and size > limit:
            return None, messages
        if not message.get("more_body", False):
            break
    if len(messages) == 1:
        return messages[0].get("body", b""), messages  # type: ignore[return-value]
    return b"".join(m.get("body", b"") for m in messages), messages  # type: ignore[misc]


def _replaying(messages: list[HTTPReceiveMessage], receive: Receive) -> Receive:
    """``receive`` that first gives back ``messages`` (read by the lane), then reads on."""
    pending = list(messages)

    async def replay() -> Any:
        if pending:
            return pending.pop(0)
        return await receive()

    return replay


def _lane(lane: ASGIApp) -> ASGIApp:
    """``lane`` with its refusals rendered inside the middleware around it, as the route
    handler's are (Litestar puts the same exception handling between a route's middleware and
    its handler, so that the rate limit's headers reach an error response too)."""
    return wrap_in_exception_handler(lane)


def action_lane(app: ASGIApp) -> ASGIApp:
    """The lane of ``POST /matches/{match_id}/actions`` in front of its route handler ``app``."""

    async def lane(scope: Scope, receive: Receive, send: Send) -> None:
        sent = cast(list[tuple[bytes, bytes]], scope["headers"])
        headers = dict(sent)
        content_type = headers.get(b"content-type")
        authorization = headers.get(b"authorization", b"")
        limit = _max_body(scope)
        length = headers.get(b"content-length", b"0")
        if (
            len(headers) != len(sent)  # a header sent twice: the handler reads it
            or scope["query_string"]
            or not length.isdigit()
            or (limit is not None and int(length) > limit)
            or content_type is None
            or not is_json_media_type(content_type.decode("latin-1"))
            or authorization[:7].lower() != b"bearer "
            or b"cookie" in headers
            or b"idempotency-key" in headers
            or b"if-match" in headers
        ):
            await app(scope, receive, send)
            return
        service = _service(scope)
        service.gate.check()  # the request check's order: the store's gate, then the body
        raw, messages = await _body(receive, limit)
        data: ActionRequest | None = None
        if raw is not None:
            try:
                data = _decode_action(raw)
            except (msgspec.ValidationError, msgspec.DecodeError, RecursionError):
                data = None
        if data is None or data.version is None:
            await app(scope, _replaying(messages, receive), send)
            return
        me = await current_player(Request(scope, receive), service)
        reply = await play_action(service, me, _match_id(scope), data, data.version, None)
        await respond_asgi(reply)(scope, receive, send)

    return _lane(lane)


def view_lane(app: ASGIApp) -> ASGIApp:
    """The lane of ``GET /matches/{match_id}`` in front of its route handler ``app``."""

    async def lane(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["query_string"] or any(name == b"cookie" for name, _ in scope["headers"]):
            await app(scope, receive, send)
            return
        service = _service(scope)
        service.gate.check()
        viewer = await optional_player(Request(scope, receive), service)
        reply = await service.queries.match_view_async(_match_id(scope), viewer)
        await respond_asgi(reply)(scope, receive, send)

    return _lane(lane)

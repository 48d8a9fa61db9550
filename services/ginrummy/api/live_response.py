"""A live stream as a Server-Sent Events response, admitted by the replica's stream limits."""

from __future__ import annotations

import json
from collections.abc import AsyncIterable, AsyncIterator
from typing import Any

from litestar import Request
from litestar.background_tasks import BackgroundTask
from litestar.response import ServerSentEvent, ServerSentEventMessage

from ginrummy.api.auth import rate_limit_identity
from ginrummy.service.live import Item, LiveEvent, LiveStream, Reconnect
from ginrummy.service.live_limits import StreamLimits, StreamTicket

_HEADERS = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}


class _Comment(ServerSentEventMessage):
    """A comment line alone (a keep-alive): no empty ``data:`` line, which an ``EventSource``
    would deliver as an empty message."""

    def encode(self) -> bytes:
        return b": " + (self.comment or "").encode() + b"\r\n\r\n"


class _Retry(ServerSentEventMessage):
    """A comment and a ``retry:`` field, no data (an ``EventSource`` delivers no message)."""

    def encode(self) -> bytes:
        return (
            b": "
            + (self.comment or "").encode()
            + b"\r\nretry: "
            + str(self.retry or 1000).encode()
            + b"\r\n\r\n"
        )


_KEEPALIVE = _Comment(comment="keep-alive")


async def sse_messages(stream: AsyncIterable[Item]) -> AsyncIterator[ServerSentEventMessage]:
    """A live stream as Server-Sent Events: each record with its id and its type as the event
    name; a keep-alive as a comment line; when this replica shuts down (or the client does not
    keep up), a ``retry:`` hint (reconnect with ``Last-Event-ID``, to any replica)."""
    async for item in stream:
        if item is None:
            yield _KEEPALIVE
        elif isinstance(item, Reconnect):
            yield _Retry(comment="reconnect", retry=item.retry_ms)
        else:
            yield _event(item)


def _event(item: LiveEvent) -> ServerSentEventMessage:
    return ServerSentEventMessage(
        data=json.dumps(item.record, separators=(",", ":")),
        event=str(item.record["type"]),
        id=str(item.id),
    )


class _Ended:
    """What ends a stream's response: its place under the limits, its subscription."""

    def __init__(self, stream: LiveStream, ticket: StreamTicket) -> None:
        self.stream = stream
        self.ticket = ticket

    def __call__(self) -> None:
        self.stream.close()
        self.ticket.release()


async def _released(
    messages: AsyncIterator[ServerSentEventMessage], ended: _Ended
) -> AsyncIterator[ServerSentEventMessage]:
    try:
        async for message in messages:
            yield message
    finally:
        ended()


def admit(request: Request[Any, Any, Any], limits: StreamLimits) -> StreamTicket:
    """A place for one more stream of this token (anonymous: this address), or the 429/503
    problem (``too-many-streams``, ``streams-full``)."""
    return limits.admit(rate_limit_identity(request))


def sse_response(stream: LiveStream, ticket: StreamTicket) -> ServerSentEvent:
    """The response of an admitted stream; its place is given back and its subscription ended
    when it ends (or when the response ends without having started it)."""
    ended = _Ended(stream, ticket)
    return ServerSentEvent(
        _released(sse_messages(stream), ended),
        headers=_HEADERS,
        background=BackgroundTask(ended),
    )

"""A live stream as a Server-Sent Events response, admitted by the replica's stream limits."""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Generator
from typing import Any, cast

from litestar import Request
from litestar.response import ServerSentEvent, ServerSentEventMessage
from litestar.response.base import ASGIResponse
from litestar.types import Receive, Scope, Send

from ginrummy.api.auth import rate_limit_identity
from ginrummy.api.live_handoff import hand_off
from ginrummy.service.live import Item, LiveEvent, LiveStream, Reconnect
from ginrummy.service.live_keepalive import KeepAliveClock
from ginrummy.service.live_limits import StreamLimits, StreamTicket

log = logging.getLogger("ginrummy.live")

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


_KEEPALIVE = _Comment(comment="keep-alive").encode()


def _event(item: LiveEvent) -> ServerSentEventMessage:
    return ServerSentEventMessage(
        data=json.dumps(item.record, separators=(",", ":")),
        event=str(item.record["type"]),
        id=str(item.id),
    )


class _Ended:
    """What ends a stream's response: its place under the limits, its subscription."""

    __slots__ = ("stream", "ticket")

    def __init__(self, stream: LiveStream, ticket: StreamTicket) -> None:
        self.stream = stream
        self.ticket = ticket

    def __call__(self) -> None:
        self.stream.close()
        self.ticket.release()


def encode(item: Item) -> bytes:
    """One item of a live stream as Server-Sent Events bytes: a record with its id and its type
    as the event name; when this replica shuts down (or the client does not keep up), a
    ``retry:`` hint (reconnect with ``Last-Event-ID``, to any replica). (A keep-alive is a
    comment line, :meth:`LiveBody.beat`.)"""
    if isinstance(item, Reconnect):
        return _Retry(comment="reconnect", retry=item.retry_ms).encode()
    return _event(item).encode()


def _run_now(sending: Generator[Any, None, None]) -> None:
    """Runs a keep-alive's ``send`` now, without a task of its own: the server writes it at
    once, unless the connection's buffer is full (uvicorn then waits until the client reads);
    then it goes on when the future it waits on is done, as a task would run it."""
    try:
        blocked = sending.send(None)
    except StopIteration:
        return
    except (Exception, asyncio.CancelledError):  # the connection is gone: the stream ends
        log.debug("a keep-alive could not be sent", exc_info=True)
        return
    if isinstance(blocked, asyncio.Future):
        blocked._asyncio_future_blocking = False
        blocked.add_done_callback(lambda _: _run_now(sending))
    else:  # a bare yield (``asyncio.sleep(0)``)
        asyncio.get_running_loop().call_soon(_run_now, sending)


class LiveBody:
    """The ASGI response of a live stream: Litestar's start (status, headers), then the
    stream's items sent as they come, in the request's own task, after Litestar has returned
    (:mod:`.live_handoff`; inline in an app without that layer). The client leaving
    (``http.disconnect``) cancels that task, which ends the stream at once. The stream's place
    and subscription are given back when it ends, or when its start fails. After a period
    without a message the loop's keep-alive clock writes a comment (:meth:`beat`); the task
    sleeps meanwhile."""

    __slots__ = ("_ended", "_response", "_send", "_sending", "_stream")

    def __init__(self, response: ASGIResponse, stream: LiveStream, ended: _Ended) -> None:
        self._response: ASGIResponse | None = response
        self._stream = stream
        self._ended = ended
        self._send: Send | None = None
        self._sending = False

    def beat(self) -> None:
        """A keep-alive comment, now (not while the stream's task is sending a message)."""
        if self._send is not None and not self._sending:
            message = {"type": "http.response.body", "body": _KEEPALIVE, "more_body": True}
            _run_now(self._send(cast(Any, message)).__await__())

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        response, self._response = self._response, None
        assert response is not None, "a live stream's response is sent once"
        try:
            await response.start_response(send=send)
        except BaseException:
            self._ended()
            raise
        if not hand_off(scope, self):
            await self.run(receive, send)

    async def run(self, receive: Receive, send: Send) -> None:
        """The stream's items as Server-Sent Events until it ends or the client leaves."""
        task = asyncio.current_task()
        assert task is not None
        left = False

        async def listen() -> None:
            nonlocal left
            while (await receive())["type"] != "http.disconnect":
                pass
            left = True
            task.cancel()

        listener = asyncio.create_task(listen())
        clock: KeepAliveClock = self._stream.keepalives.clock()
        self._send = send
        clock.add(self)
        try:
            async for item in self._stream:
                self._sending = True
                await send({"type": "http.response.body", "body": encode(item), "more_body": True})
                self._sending = False
                clock.wrote(self)
            clock.remove(self)
            self._sending = True
            await send({"type": "http.response.body", "body": b"", "more_body": False})
        except asyncio.CancelledError:
            if not left:
                raise
            task.uncancel()
        finally:
            clock.remove(self)
            self._send = None
            listener.cancel()
            self._ended()


class LiveResponse(ServerSentEvent):
    """A live stream's Server-Sent Events response (:class:`LiveBody`)."""

    def __init__(self, stream: LiveStream, ended: _Ended) -> None:
        # no content of its own: :class:`LiveBody` sends the stream's
        super().__init__((), headers=_HEADERS)
        self._stream = stream
        self._ended = ended

    def to_asgi_response(self, *args: Any, **kwargs: Any) -> ASGIResponse:
        response = super().to_asgi_response(*args, **kwargs)
        return cast(ASGIResponse, LiveBody(response, self._stream, self._ended))


def admit(request: Request[Any, Any, Any], limits: StreamLimits) -> StreamTicket:
    """A place for one more stream of this token (anonymous: this address), or the 429/503
    problem (``too-many-streams``, ``streams-full``)."""
    return limits.admit(rate_limit_identity(request))


def sse_response(stream: LiveStream, ticket: StreamTicket) -> ServerSentEvent:
    """The response of an admitted stream; its place is given back and its subscription ended
    when it ends (or when its response fails to start)."""
    return LiveResponse(stream, _Ended(stream, ticket))

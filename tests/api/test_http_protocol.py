"""The HTTP protocol ``ginrummy serve`` runs (``api.http_protocol``): a reply leaves in one
socket write, a stream's events as they are written, and closing or aborting sees what is
gathered."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
import uvicorn
from uvicorn.server import ServerState

from ginrummy.api.http_protocol import CoalescingHttpToolsProtocol, CoalescingTransport


class RecordingTransport(asyncio.Transport):
    """A socket's transport that records each write (and whether it is closed)."""

    def __init__(self) -> None:
        super().__init__()
        self.writes: list[bytes] = []
        self.written = asyncio.Event()
        self.closed = False
        self.aborted = False

    def write(self, data: Any) -> None:
        self.writes.append(bytes(data))
        self.written.set()

    def close(self) -> None:
        self.closed = True

    def abort(self) -> None:
        self.aborted = True
        self.closed = True

    def is_closing(self) -> bool:
        return self.closed

    def get_write_buffer_size(self) -> int:
        return 0

    def get_extra_info(self, name: str, default: Any = None) -> Any:
        return {"peername": ("127.0.0.1", 50000), "sockname": ("127.0.0.1", 8000)}.get(
            name, default
        )

    def pause_reading(self) -> None:
        pass

    def resume_reading(self) -> None:
        pass


async def next_step() -> None:
    """Waits until the event loop has run the callbacks scheduled so far (``call_soon`` runs
    them in order: a marker scheduled now runs after them)."""
    loop = asyncio.get_running_loop()
    marker = loop.create_future()
    loop.call_soon(marker.set_result, None)
    await marker


def test_writes_of_one_step_reach_the_socket_as_one() -> None:
    asyncio.run(writes_of_one_step())


async def writes_of_one_step() -> None:
    socket = RecordingTransport()
    transport = CoalescingTransport(socket, asyncio.get_running_loop())
    transport.write(b"HTTP/1.1 200 OK\r\n\r\n")
    transport.write(b"")
    transport.write(memoryview(b"body"))
    assert socket.writes == []
    assert transport.get_write_buffer_size() == len(b"HTTP/1.1 200 OK\r\n\r\nbody")
    await next_step()
    assert socket.writes == [b"HTTP/1.1 200 OK\r\n\r\nbody"]
    transport.write(b"event: a\n\n")
    await next_step()
    transport.write(b"event: b\n\n")
    await next_step()
    assert socket.writes[1:] == [b"event: a\n\n", b"event: b\n\n"]


def test_close_sends_what_is_gathered_first_and_abort_drops_it() -> None:
    asyncio.run(close_and_abort())


async def close_and_abort() -> None:
    loop = asyncio.get_running_loop()
    closing = RecordingTransport()
    transport = CoalescingTransport(closing, loop)
    transport.write(b"last reply")
    transport.close()
    assert closing.writes == [b"last reply"] and closing.closed
    await next_step()  # the scheduled flush finds nothing more to send
    assert closing.writes == [b"last reply"]

    aborting = RecordingTransport()
    transport = CoalescingTransport(aborting, loop)
    transport.write(b"never sent")
    transport.abort()
    await next_step()
    assert aborting.writes == [] and aborting.aborted


async def reply_app(scope: Any, receive: Any, send: Any) -> None:
    assert scope["type"] == "http"
    await send(
        {
            "type": "http.response.start",
            "status": 200,
            "headers": [(b"content-type", b"application/json"), (b"content-length", b"11")],
        }
    )
    await send({"type": "http.response.body", "body": b'{"ok":true}'})


@pytest.mark.parametrize("requests", [1, 3])
def test_uvicorn_writes_each_reply_once_on_a_keep_alive_connection(requests: int) -> None:
    """Through uvicorn's own protocol code: each reply (status line, headers and body) is
    one write to the socket; uvicorn alone makes two."""
    asyncio.run(replies_on_one_connection(requests))


async def replies_on_one_connection(requests: int) -> None:
    config = uvicorn.Config(reply_app, lifespan="off", log_level="warning")
    config.load()
    socket = RecordingTransport()
    protocol = CoalescingHttpToolsProtocol(
        config, ServerState(), {}, _loop=asyncio.get_running_loop()
    )
    protocol.connection_made(socket)
    for index in range(requests):
        socket.written.clear()
        protocol.data_received(b"GET /x HTTP/1.1\r\nHost: t\r\n\r\n")
        await asyncio.wait_for(socket.written.wait(), 10)  # the reply's first write
        assert len(socket.writes) == index + 1, socket.writes
        reply = socket.writes[index]
        assert reply.startswith(b"HTTP/1.1 200 OK\r\n") and reply.endswith(b'\r\n\r\n{"ok":true}')
    protocol.connection_lost(None)

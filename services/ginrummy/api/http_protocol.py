"""uvicorn's httptools protocol with one socket write per response instead of two.

uvicorn writes a response's status line and headers as soon as the application starts the
response, and its body in a second ``transport.write``: two ``send`` system calls per request
(and two wake-ups of the client) where one would do. :class:`CoalescingHttpToolsProtocol` gives
uvicorn a transport that gathers the writes made in one step of the event loop and hands them to
the socket together at the end of that step (``loop.call_soon``): a whole reply leaves in one
write, a live stream's event as soon as the task that wrote it yields. Closing or aborting the
connection, and asking for the write buffer's size, see the gathered bytes first, so flow
control and graceful shutdown behave as before.

Selected by ``ginrummy serve`` (``http=``) and by ``uvicorn --http
ginrummy.api.http_protocol:CoalescingHttpToolsProtocol``.
"""

from __future__ import annotations

import asyncio
from typing import Any

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

__all__ = ["PROTOCOL", "CoalescingHttpToolsProtocol", "CoalescingTransport"]

# uvicorn's ``--http`` value for this protocol (``ginrummy.devserver`` runs replicas with it)
PROTOCOL = "ginrummy.api.http_protocol:CoalescingHttpToolsProtocol"


class CoalescingTransport:
    """A transport whose writes within one step of the event loop reach the socket as one."""

    __slots__ = ("_flush_scheduled", "_loop", "_pending", "_transport")

    def __init__(self, transport: asyncio.Transport, loop: asyncio.AbstractEventLoop) -> None:
        self._transport = transport
        self._loop = loop
        self._pending: list[bytes | bytearray | memoryview] = []
        self._flush_scheduled = False

    def write(self, data: bytes | bytearray | memoryview) -> None:
        if not data:
            return
        self._pending.append(data)
        if not self._flush_scheduled:
            self._flush_scheduled = True
            self._loop.call_soon(self.flush)

    def flush(self) -> None:
        """Hands the gathered bytes to the socket's transport (one write)."""
        self._flush_scheduled = False
        pending = self._pending
        if not pending:
            return
        self._pending = []
        if self._transport.is_closing():
            return
        self._transport.write(pending[0] if len(pending) == 1 else b"".join(pending))

    def close(self) -> None:
        self.flush()
        self._transport.close()

    def abort(self) -> None:
        self._pending = []
        self._transport.abort()

    def get_write_buffer_size(self) -> int:
        return self._transport.get_write_buffer_size() + sum(len(p) for p in self._pending)

    def __getattr__(self, name: str) -> Any:
        # everything else (is_closing, get_extra_info, pause_reading, ...) is the socket's
        return getattr(self._transport, name)


class CoalescingHttpToolsProtocol(HttpToolsProtocol):
    """uvicorn's httptools protocol over a :class:`CoalescingTransport`."""

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(CoalescingTransport(transport, self.loop))  # type: ignore[arg-type]

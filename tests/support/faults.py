"""Fault injection for the tests: network failures at chosen points of an HTTP client."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx


class DroppingTransport(httpx.BaseTransport):
    """The real transport, except that event streams (paths ending ``/events/stream``) break
    with a network error after ``after`` events each: every stream, or the first ``limit``.
    ``dropped`` counts the streams broken so far."""

    def __init__(self, after: int, limit: int | None = None) -> None:
        self.inner = httpx.HTTPTransport()
        self.after = after
        self.limit = limit
        self.dropped = 0

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        response = self.inner.handle_request(request)
        wanted = self.limit is None or self.dropped < self.limit
        if request.url.path.endswith("/events/stream") and wanted:
            self.dropped += 1
            response.stream = _Breaking(response.stream, self.after)  # type: ignore[arg-type]
        return response

    def close(self) -> None:
        self.inner.close()


class _Breaking(httpx.SyncByteStream):
    """A response body that raises ``httpx.ReadError`` once ``after`` events went through."""

    def __init__(self, inner: Any, after: int) -> None:
        self.inner = inner
        self.after = after

    def __iter__(self) -> Iterator[bytes]:
        seen = 0
        for chunk in self.inner:
            yield chunk
            seen += chunk.count(b"\n\n") + chunk.count(b"\n\r\n")
            if seen >= self.after:
                raise httpx.ReadError("the stream dropped")

    def close(self) -> None:
        self.inner.close()

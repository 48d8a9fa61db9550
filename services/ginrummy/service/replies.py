"""What a command or query answers: a JSON body and what the API needs to present it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import msgspec


@dataclass
class Reply:
    """A body (it may embed JSON the core built, as ``msgspec.Raw``), the match version it shows
    (the API's ETag), whether it created a resource (201 and ``Location``), and whether it is
    the replay of an earlier request's reply (``Idempotency-Key``)."""

    body: Any
    version: int | None = None
    created: bool = False
    replayed: bool = False

    def content(self) -> bytes:
        return msgspec.json.encode(self.body)

    def json(self) -> Any:
        """The body as plain Python values."""
        return msgspec.json.decode(self.content())

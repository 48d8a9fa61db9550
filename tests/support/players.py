"""Players for the tests: one way to register one, over any HTTP client of the tests.

``register`` goes through the generated Python client (``clients/python``), over the test's
own transport: Litestar's ``TestClient``, a live server's ``httpx.Client``, or a base URL.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any
from uuid import uuid4

import httpx

from ginrummy_client import AuthenticatedClient, Client
from ginrummy_client.api.players import register_player
from ginrummy_client.models import PlayerCreate, PlayerRegistered

Headers = dict[str, str]

_clients: dict[tuple[int, str], tuple[httpx.Client, AuthenticatedClient]] = {}


def api(client: httpx.Client, headers: Headers | None = None) -> AuthenticatedClient:
    """The generated client over ``client``'s transport, sending ``headers`` (a bearer token).
    The shared transport is never closed here (its owner closes it)."""
    auth = (headers or {}).get("Authorization", "")
    key = (id(client), auth)
    cached = _clients.get(key)
    if cached is None or cached[0] is not client:
        inner = httpx.Client(
            transport=client._transport,  # the TestClient's app (or the live connection pool)
            base_url=client.base_url,
            headers={"Authorization": auth} if auth else {},
        )
        generated = AuthenticatedClient(base_url=str(client.base_url), token="")
        cached = (client, generated.set_httpx_client(inner))
        _clients[key] = cached
    return cached[1]


@dataclass(frozen=True)
class Player:
    """A registered player. Unpacks as ``(id, headers)``, the API tests' usual pair."""

    id: str
    name: str
    token: str

    @property
    def headers(self) -> Headers:
        return {"Authorization": f"Bearer {self.token}"}

    def __iter__(self) -> Iterator[Any]:
        return iter((self.id, self.headers))


def register(client: Any, name: str | None = None, *, prefix: str = "p") -> Player:
    """A new player named ``name`` (default: ``prefix`` and a random suffix), registered
    through ``client`` (a ``TestClient``, an ``httpx.Client``, or a base URL)."""
    name = name or (prefix + uuid4().hex[:10])
    body = PlayerCreate(name=name)
    if isinstance(client, str):
        with Client(base_url=client, timeout=httpx.Timeout(30.0)) as plain:
            r = register_player.sync_detailed(client=plain, body=body)
    else:
        r = register_player.sync_detailed(client=api(client), body=body)
    assert r.status_code == 201 and isinstance(r.parsed, PlayerRegistered), r.content
    return Player(id=str(r.parsed.id), name=name, token=r.parsed.token)

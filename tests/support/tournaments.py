"""Tournaments for the tests: create one, start it and wait for its end, over a ``TestClient``
or a live server's base URL (as :func:`support.waits.tournament_ended` reads them)."""

from __future__ import annotations

from typing import Any

import httpx

from support.waits import tournament_ended

Headers = dict[str, str]
Json = dict[str, Any]


def _post(client: Any, path: str, headers: Headers, body: Any = None) -> httpx.Response:
    if isinstance(client, str):
        return httpx.post(client + path, json=body, headers=headers, timeout=30)
    response: httpx.Response = client.post(path, json=body, headers=headers)
    return response


def create_tournament(client: Any, headers: Headers, **body: Any) -> httpx.Response:
    """``POST /tournaments`` of ``body`` by ``headers``' player; it must be created (201)."""
    r = _post(client, "/tournaments", headers, body)
    assert r.status_code == 201, r.text
    return r


def start_and_wait_for_the_end(
    client: Any, tid: str, headers: Headers, timeout: float = 90
) -> Json:
    """Starts the tournament (it must be accepted: 202) and waits for its end: its document."""
    r = _post(client, f"/tournaments/{tid}/start", headers)
    assert r.status_code == 202, r.text
    return tournament_ended(client, tid, timeout)

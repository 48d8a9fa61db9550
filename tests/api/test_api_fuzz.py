"""Fuzzing the request decoding of a live server (uvicorn, SQLite and PostgreSQL): arbitrary
bytes, deep nesting, content types, numbers and unicode, sent to every route that takes a body
(and the headers and parameters that carry numbers). Every answer is a success or a 4xx problem
document, never a 5xx, and the server stays up and keeps playing."""

from __future__ import annotations

import json
import time
from typing import Any
from urllib.parse import quote

import httpx
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from api.conftest import LiveServer
from api.helpers import open_match, register

FIELDS = [
    "name",
    "rules",
    "opponent",
    "seat",
    "type",
    "card",
    "discard",
    "melds",
    "meld",
    "version",
]
TYPES = ["take_upcard", "pass_upcard", "draw_stock", "draw_discard", "discard", "knock"]
CONTENT_TYPES = [
    "application/json",
    "application/json; charset=utf-8",
    "application/problem+json",
    "text/plain",
    "application/xml",
    "application/octet-stream",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=zz",
    "application/json; charset=utf-16",
    "",
    None,
]

numbers = st.one_of(
    st.integers(),
    st.integers(min_value=2**53 - 2, max_value=2**53 + 2),
    st.sampled_from([2**63, 2**64, -(2**63) - 1, 10**400]),
    st.floats(allow_nan=False, allow_infinity=False),
)
scalars = st.one_of(
    st.none(), st.booleans(), numbers, st.text(max_size=20), st.sampled_from([*TYPES, "7h", "As"])
)
json_values = st.recursive(
    scalars,
    lambda children: st.one_of(
        st.lists(children, max_size=4),
        st.dictionaries(st.sampled_from(FIELDS) | st.text(max_size=8), children, max_size=4),
    ),
    max_leaves=12,
)


def encode(value: Any) -> bytes:
    # json.dumps writes any integer, however large; unicode as is or escaped
    return json.dumps(value, ensure_ascii=False).encode("utf-8", "surrogatepass")


bodies = st.one_of(
    st.binary(max_size=200),
    json_values.map(encode),
    st.builds(
        lambda depth, opener: opener * depth + (b"]" if opener == b"[" else b"}") * depth,
        st.integers(1, 3000),
        st.sampled_from([b"[", b'{"a":']),
    ),
    st.builds(
        lambda kind, extra: encode({"type": kind, **extra}),
        st.sampled_from(TYPES),
        st.dictionaries(st.sampled_from(FIELDS), json_values, max_size=3),
    ),
    st.text(max_size=60).map(lambda t: t.encode("utf-8", "surrogatepass")),
)
header_values = st.one_of(
    st.none(),
    st.from_regex(r'\A"?[0-9]{1,30}"?\Z'),
    st.text(st.characters(min_codepoint=32, max_codepoint=126), max_size=40).map(str.strip),
)


def assert_answer(r: httpx.Response) -> None:
    assert r.status_code < 500, (r.status_code, r.text[:300])
    if r.status_code >= 400:
        assert r.headers["content-type"].startswith("application/problem+json"), r.text[:300]
        problem = r.json()
        assert problem["status"] == r.status_code
        assert problem["type"].startswith("urn:ginrummy:problem:")
        assert problem["title"] and problem["detail"]
    else:
        r.json()


def test_request_decoding_never_fails_the_server(live_server: LiveServer) -> None:
    started = time.monotonic()
    with httpx.Client(base_url=live_server.url, timeout=10) as http:
        _, a = register(http)
        _, b = register(http)
        match_id = open_match(http, a, b, {"target_score": 500})
        paths = [
            "/players",
            "/matches",
            f"/matches/{match_id}/actions",
            f"/matches/{match_id}/join",
        ]

        @settings(
            max_examples=250,
            deadline=None,
            database=None,
            suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
        )
        @given(
            path=st.sampled_from(paths),
            body=bodies,
            content_type=st.sampled_from(CONTENT_TYPES),
            if_match=header_values,
            idempotency_key=header_values,
            seat=st.sampled_from([0, 1, None]),
        )
        def one_request(
            path: str,
            body: bytes,
            content_type: str | None,
            if_match: str | None,
            idempotency_key: str | None,
            seat: int | None,
        ) -> None:
            headers: dict[str, str] = {} if seat is None else dict((a, b)[seat])
            if content_type is not None:
                headers["content-type"] = content_type
            if if_match is not None:
                headers["If-Match"] = if_match
            if idempotency_key is not None:
                headers["Idempotency-Key"] = idempotency_key
            assert_answer(http.post(path, content=body, headers=headers))

        one_request()

        @settings(max_examples=60, deadline=None, database=None)
        @given(
            number=st.one_of(numbers.map(str), st.text(max_size=12)),
            template=st.sampled_from(
                [
                    f"/matches/{match_id}/versions/{{}}",
                    f"/matches/{match_id}/deals/{{}}/reveal",
                    f"/matches/{match_id}/events?after={{}}",
                    f"/matches/{match_id}/events?limit={{}}",
                    "/matches?limit={}",
                    "/leaderboard?limit={}",
                ]
            ),
        )
        def one_read(number: str, template: str) -> None:
            r = http.get(template.format(quote(number, safe="")))
            assert_answer(r)

        one_read()

        # Still up, and still playing.
        assert live_server.proc is not None and live_server.proc.poll() is None
        assert http.get("/health").status_code == 200
        view = http.get(f"/matches/{match_id}", headers=a).json()
        seat = view["to_act"]
        mine = http.get(f"/matches/{match_id}", headers=(a, b)[seat]).json()
        action = mine["view"]["legal_actions"][0]
        r = http.post(
            f"/matches/{match_id}/actions",
            json={**action, "version": mine["version"]},
            headers=(a, b)[seat],
        )
        assert r.status_code == 200, r.text
    assert time.monotonic() - started < 120

"""Small pieces the web page needs from the API: each game's scores at a past version (the
Hollywood score sheet's three columns, deal by deal)."""

from __future__ import annotations

import random
from typing import Any

import httpx

from api.conftest import LiveServer
from api.helpers import open_match, play, register
from api.test_api_live import SSE
from api.test_api_live import register as register_http


def test_past_versions_give_each_games_scores(client: Any) -> None:
    _, a = register(client)
    _, b = register(client)
    # against a bot, which knocks as soon as it can: three games to 10 in few deals (two
    # random players took minutes)
    created = client.post(
        "/matches",
        json={
            "opponent": {"kind": "bot", "level": "medium"},
            "rules": {"variant": "hollywood", "target_score": 10},
            "seat": 0,
        },
        headers=a,
    )
    assert created.status_code == 201, created.text
    match_id = created.json()["id"]
    final = play(client, match_id, [a], random.Random(12))
    assert final["status"] == "finished"
    scored: list[dict[str, Any]] = []
    after = 0
    while True:  # every page of the log (a match played at random is long)
        page = client.get(
            f"/matches/{match_id}/events", params={"limit": 5000, "after": after}, headers=a
        ).json()
        scored += [e for e in page["events"] if e["type"] == "deal_scored"]
        if not page["has_more"]:
            break
        after = page["next_after"]
    assert scored
    previous = [[0, 0], [0, 0], [0, 0]]
    for event in scored:
        at = client.get(f"/matches/{match_id}/versions/{event['version']}", headers=a).json()
        games = at["game_scores"]
        assert len(games) == 3
        outcome = event["data"]["record"]["outcome"]
        added = [[games[g][s] - previous[g][s] for s in (0, 1)] for g in range(3)]
        # game 1 always takes the deal's points; games 2 and 3 take them or nothing; and the
        # first game's points equal the match's hand points so far
        winner = outcome["winner"]
        if winner is not None and outcome["points"] > 0 and added[0][winner] != 0:
            assert added[0][winner] == outcome["points"]
            for g in (1, 2):
                assert added[g][winner] in (0, outcome["points"])
        assert all(added[g][s] >= 0 for g in range(3) for s in (0, 1))
        previous = games
    result = client.get(f"/matches/{match_id}", headers=a).json()["result"]
    assert previous == [g["hand_points"] for g in result["games"]]
    # a past version of a classic match has one game
    match2 = open_match(client, a, b, {"target_score": 10})
    at = client.get(f"/matches/{match2}/versions/3", headers=a).json()
    assert at["game_scores"] == [[0, 0]]


def test_the_lobby_stream_tells_of_open_matches_coming_and_going(live_server: LiveServer) -> None:
    http = httpx.Client(base_url=live_server.url, timeout=10)
    _, a = register_http(http, "lobbyA")
    _, b = register_http(http, "lobbyB")
    lobby = SSE(live_server.url + "/lobby/stream", {})
    try:
        first = lobby.until("lobby_changed")[-1]
        # ``open``: Gin's open matches; ``open_by_game``: each game's (Rummy's lobby too)
        assert first["data"] == {
            "type": "lobby_changed",
            "open": 0,
            "open_by_game": {"gin": 0, "rummy": 0},
        }
        created = http.post("/matches", json={"opponent": {"kind": "open"}}, headers=a).json()
        assert lobby.until("lobby_changed", timeout=5)[-1]["data"]["open"] == 1
        other = http.post("/matches", json={"opponent": {"kind": "open"}}, headers=a).json()
        assert lobby.until("lobby_changed", timeout=5)[-1]["data"]["open"] == 2
        # joined: it leaves the lobby; cancelled: it leaves too
        assert http.post(f"/matches/{created['id']}/join", headers=b).status_code == 200
        assert lobby.until("lobby_changed", timeout=5)[-1]["data"]["open"] == 1
        assert http.post(f"/matches/{other['id']}/cancel", headers=a).status_code == 200
        assert lobby.until("lobby_changed", timeout=5)[-1]["data"]["open"] == 0
        # a match against a bot never enters the lobby: no message for it (the stream is in
        # order, so the next message is the next open match's)
        http.post("/matches", json={"opponent": {"kind": "bot", "level": "beginner"}}, headers=a)
        http.post("/matches", json={"opponent": {"kind": "open"}}, headers=a)
        after_bot = lobby.until("lobby_changed", timeout=5)
        assert [e["data"]["open"] for e in after_bot] == [1]
    finally:
        lobby.close()
        http.close()

"""Small pieces the web page needs from the API: each game's scores at a past version (the
Hollywood score sheet's three columns, deal by deal)."""

from __future__ import annotations

import random
from typing import Any

from api.helpers import open_match, play, register


def test_past_versions_give_each_games_scores(client: Any) -> None:
    _, a = register(client)
    _, b = register(client)
    match_id = open_match(client, a, b, {"variant": "hollywood", "target_score": 25})
    final = play(client, match_id, [a, b], random.Random(12))
    assert final["status"] == "finished"
    events = client.get(f"/matches/{match_id}/events", params={"limit": 5000}, headers=a).json()
    scored = [e for e in events["events"] if e["type"] == "deal_scored"]
    assert scored
    previous = [[0, 0], [0, 0], [0, 0]]
    for event in scored:
        at = client.get(f"/matches/{match_id}/versions/{event['version']}", headers=b).json()
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

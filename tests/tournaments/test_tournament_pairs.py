"""Issue 20 over a live server (SQLite and PostgreSQL): one measure of points for every entrant
kind, no peek at a pair's deck, pairs of deals with HTTP entrants, unrated bot tournaments.

- A mixed tournament (two built-in levels and an HTTP bot), of match pairs and of deal pairs:
  every recorded pair's points are the matches' own totals (every bonus) and its hand points
  the matches' hand points, pair by pair (an HTTP pair read from its two matches, a built-in
  pair played again from its seed); the standings add up exactly those; the HTTP games are
  unrated (the default) and their exports pass the audit.
- An HTTP pair during which the entrant asks, in game 1, for game 0's reveal, export, seed and
  deck orders: refused (409 ``reveals-held``) or left out, then served once the pair ended.
- A stalling bot's forfeits move no rating in an unrated tournament (the default), and do in a
  rated one.
"""

from __future__ import annotations

import sys
import threading
from pathlib import Path
from typing import Any

import httpx
import pytest

from api.conftest import LiveServer, pg_schema, store_env
from ginrummy.service.tournaments.play import BotSpec, play_pair
from support.bots import playing_in_background
from support.players import register
from support.tournaments import start_and_wait_for_the_end
from support.waits import tournament_ended
from tournaments.test_tournament_http import (
    EXAMPLES,
    _audit,
    _create,
    _done,
    _enter,
    _games,
    _post,
    _python_bot,
    _Stream,
)

__all__ = ["pg_schema", "store_env"]

FAST = {"target_score": 10}


def _totals(match: dict[str, Any]) -> tuple[list[int], list[int]]:
    """A finished match's totals (every bonus, when it reached its target) and hand points."""
    result = match["result"]
    hands = list(match["scores"])
    if result["reason"] == "target_reached":
        return list(result["totals"]), hands
    return hands, hands


@pytest.mark.parametrize("unit", ["matches", "deals"])
def test_a_mixed_tournaments_points_are_the_matches_own(
    server: LiveServer, tmp_path: Path, unit: str
) -> None:
    url = server.url
    host = register(url).headers
    bot_player = register(url, prefix="mix")
    bot_id, bot_name, bot = bot_player.id, bot_player.name, bot_player.headers
    pairs = 1 if unit == "matches" else 3
    tid = _create(url, host, ["beginner", "easy"], seed=11, pairs=pairs, pair=unit)
    entered = _enter(url, tid, bot)
    assert entered["pair"] == unit and entered["rated"] is False
    assert entered["points_measure"] == ("match_totals" if unit == "matches" else "hand_points")
    proc = _python_bot(url, bot, 4 * pairs)  # 2 pairings against the bot, 2 games a pair
    r = _post(url, f"/tournaments/{tid}/start", host)
    assert r.status_code == 202, r.text
    body = tournament_ended(url, tid, 300)
    _done(proc, "ginrummy-bot")
    assert body["status"] == "finished", body
    games = _games(url, tid)
    assert len(games) == 3 * pairs
    me = f"@{bot_name}"
    expected: dict[str, list[int]] = {e: [0, 0, 0, 0] for e in ("beginner", "easy", me)}
    for g in games:
        assert g.get("unit", "matches") == unit  # omitted when the default
        if g.get("matches"):
            first, second = (httpx.get(f"{url}/matches/{m}").json() for m in g["matches"])
            (t1, h1), (t2, h2) = _totals(first), _totals(second)
            assert [g["a_points"], g["b_points"]] == [t1[0] + t2[1], t1[1] + t2[0]], g
            assert [g["a_hand_points"], g["b_hand_points"]] == [h1[0] + h2[1], h1[1] + h2[0]]
            for match in (first, second):
                assert match["rated"] is False  # a bot tournament is unrated by default
                assert player_seat(match, bot_id) is not None
                if unit == "deals":
                    assert match["result"]["reason"] == "deals_played"
                    assert match["result"]["deals"] == 1
                export = _audit(url, match["id"], tmp_path)
                assert export["events"][-1]["type"] == "reveals_released"
        else:
            again = play_pair(
                BotSpec.parse(g["a"]), BotSpec.parse(g["b"]), g["seed"], g["k"], FAST, unit
            )
            assert [g["a_points"], g["b_points"]] == [again.a_points, again.b_points]
            assert [g["a_hand_points"], g["b_hand_points"]] == [
                again.a_hand_points,
                again.b_hand_points,
            ]
            if unit == "matches":  # and the replayed games' own totals say the same
                totals = [0, 0]
                for game in (0, 1):
                    replayed = httpx.get(
                        f"{url}/tournaments/{tid}/games/{g['position']}/moves",
                        params={"game": game},
                        timeout=120,
                    ).json()
                    a_seat = game
                    totals[0] += replayed["result"]["totals"][a_seat]
                    totals[1] += replayed["result"]["totals"][1 - a_seat]
                assert totals == [g["a_points"], g["b_points"]]
        for side, other in (("a", "b"), ("b", "a")):
            row = expected[g[side]]
            row[0] += g[f"{side}_points"]
            row[1] += g[f"{other}_points"]
            row[2] += g[f"{side}_hand_points"]
            row[3] += g[f"{other}_hand_points"]
    for row in body["standings"]:
        sums = expected[row["entrant"]]
        shown = [
            row["match_points"],
            row["match_points_against"],
            row["hand_points"],
            row["hand_points_against"],
        ]
        assert shown == sums, (row["entrant"], shown, sums)
        assert row["mean_points_per_deal"] == pytest.approx((sums[0] - sums[1]) / row["deals"])
        assert row["mean_hand_points_per_deal"] == pytest.approx((sums[2] - sums[3]) / row["deals"])
        if unit == "deals":
            assert row["deals"] == 2 * row["pairs"]
    csv = httpx.get(f"{url}/tournaments/{tid}/report.csv").text.splitlines()
    header = csv[0].split(",")
    assert {"match_points", "hand_points", "mean_hand_points_per_deal"} <= set(header)


def player_seat(match: dict[str, Any], player_id: str) -> int | None:
    ids = [s["player_id"] for s in match["seats"]]
    return ids.index(player_id) if player_id in ids else None


class _Probe:
    """The HTTP bot's act(view): plays like the example bot and, at its first turn of game 1
    of the pair, asks for everything game 0 could reveal."""

    def __init__(self, url: str, headers: dict[str, str], scheduled: _Stream) -> None:
        self.url = url
        self.headers = headers
        self.scheduled = scheduled
        self.during: dict[str, Any] | None = None
        self.probed = threading.Event()
        sys.path.insert(0, str(EXAMPLES))
        try:
            from simple_bot import act
        finally:
            sys.path.pop(0)
        self.play = act

    def games(self) -> dict[int, str]:
        return {
            d["game"]: d["match_id"] for e, _, d in self.scheduled.records if e == "game_scheduled"
        }

    def __call__(self, view: Any) -> Any:
        games = self.games()
        if 1 in games and not self.probed.is_set():  # game 1 exists only once game 0 ended
            self.during = look(self.url, self.headers, games[0], games[1])
            self.probed.set()
        return self.play(view)


def look(url: str, headers: dict[str, str], game0: str, game1: str) -> dict[str, Any]:
    """What anyone (the entrant, with its token) can read of game 0, and game 1's state."""
    get = lambda path: httpx.get(url + path, headers=headers, timeout=30)  # noqa: E731
    game1_status = get(f"/matches/{game1}").json()["status"]  # first: the slow reads follow
    events = get(f"/matches/{game0}/events").json()["events"]
    match = get(f"/matches/{game0}").json()
    versions = [get(f"/matches/{game0}/versions/{v}").json() for v in range(1, match["version"])]
    return {
        "game0": game0,
        "game1_status": game1_status,
        "game0_status": match["status"],
        "reveal": get(f"/matches/{game0}/deals/0/reveal"),
        "export": get(f"/matches/{game0}/export"),
        "events": events,
        "versions": versions,
        "spectator_events": httpx.get(f"{url}/matches/{game0}/events").json()["events"],
    }


def test_a_pairs_reveals_wait_until_both_games_ended(server: LiveServer, tmp_path: Path) -> None:
    from ginrummy_bot import Options, Runner

    url = server.url
    host = register(url).headers
    bot_player = register(url, prefix="peek")
    bot_id, bot = bot_player.id, bot_player.headers
    # a deadline no loaded machine misses while the probe reads (a missed one forfeits game 1,
    # which ends the pair and releases the reveals the probe must see held)
    tid = _create(url, host, ["easy"], seed=23, move_deadline_ms=300_000)
    _enter(url, tid, bot)
    scheduled = _Stream(f"{url}/tournaments/{tid}/stream", stop_on="tournament_finished")
    scheduled.start()
    assert scheduled.connected.wait(10)
    probe = _Probe(url, bot, scheduled)
    runner = Runner(url, bot["Authorization"].removeprefix("Bearer "), probe, Options(matches=2))
    with playing_in_background(runner):
        body = start_and_wait_for_the_end(url, tid, host, 180)
    assert body["status"] == "finished", body
    assert probe.probed.is_set() and probe.during is not None
    during = probe.during
    # Asked during game 1, game 0 being over: its reveals are refused with a reason ...
    assert during["game0_status"] == "finished" and during["game1_status"] == "active"
    for refused in (during["reveal"], during["export"]):
        assert refused.status_code == 409, refused.text
        problem = refused.json()
        assert problem["type"] == "urn:ginrummy:problem:reveals-held"
        assert "both games" in problem["detail"]
    # ... and its events and past versions show no seed, no deck order, no salt, no card of
    # the stock the entrant did not draw itself.
    for events in (during["events"], during["spectator_events"]):
        kinds = {e["type"]: e["data"] for e in events}
        assert "seed" not in kinds["match_started"] and "seed" not in kinds["match_finished"]
        for e in events:
            assert "order" not in e["data"] and "salt" not in e["data"], e
    game0 = during["game0"]
    seat = player_seat(httpx.get(f"{url}/matches/{game0}").json(), bot_id)
    for e in during["events"]:
        if e["type"] == "drew_stock" and e["data"]["seat"] != seat:
            assert "card" not in e["data"], e
    for e in during["spectator_events"]:
        if e["type"] == "drew_stock":
            assert "card" not in e["data"], e
    for version in during["versions"]:
        assert "hands" not in version, version
    # Once both games ended, everything is served, and the audit verifies it.
    reveal = httpx.get(f"{url}/matches/{game0}/deals/0/reveal")
    assert reveal.status_code == 200 and reveal.json()["valid"] is True
    export = _audit(url, game0, tmp_path)
    finished = next(e for e in export["events"] if e["type"] == "match_finished")
    assert isinstance(finished["data"]["seed"], int)
    assert export["events"][-1]["type"] == "reveals_released"
    (pair,) = _games(url, tid)
    assert pair["matches"][0] == game0
    _audit(url, pair["matches"][1], tmp_path)


@pytest.mark.parametrize("rated", [False, True])
def test_a_stalling_bots_forfeits_move_no_rating_unless_the_host_rates(
    server: LiveServer, rated: bool
) -> None:
    """A bot that never moves forfeits both games on its deadline: in an unrated tournament
    (the default) its rating stays the newcomer's; in a rated one it falls."""
    url = server.url
    host = register(url).headers
    silent_player = register(url, prefix="stall")
    silent_id, silent = silent_player.id, silent_player.headers
    fields: dict[str, Any] = {"move_deadline_ms": 300, "seed": 31}
    if rated:
        fields["rated"] = True
    tid = _create(url, host, ["beginner"], **fields)
    assert _enter(url, tid, silent)["rated"] is rated
    before = httpx.get(f"{url}/players/{silent_id}").json()
    r = _post(url, f"/tournaments/{tid}/start", host)
    assert r.status_code == 202, r.text
    body = tournament_ended(url, tid, 60)
    assert body["status"] == "finished", body
    (pair,) = _games(url, tid)
    assert pair["forfeits"] == 2
    for match_id in pair["matches"]:
        assert httpx.get(f"{url}/matches/{match_id}").json()["rated"] is rated
    after = httpx.get(f"{url}/players/{silent_id}").json()
    assert after["stats"]["matches"] == before["stats"]["matches"] + 2  # counted either way
    if rated:
        assert after["rating"]["rating"] < before["rating"]["rating"]
    else:
        assert after["rating"] == before["rating"]

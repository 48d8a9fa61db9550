"""Rummy tournaments with HTTP bots (issue 21: "2-player Rummy in every tournament format as
Gin"), on SQLite and PostgreSQL:

- a round robin of two built-in Rummy levels and a player's bot (the bot runner with the
  example Rummy bot, through the API) plays to its end: each HTTP pair two Rummy matches of one
  seed, seats swapped, carrying the tournament's id and its time control, their reveals held
  until the pair ended and then audited; the pair results are the matches' own measures and
  the standings are the pair results';
- a bot that never moves forfeits each game on its deadline and the tournament finishes;
- a tournament pair game's reveals are held from every reader until they are released, also
  when the tournament is cancelled while a game of the pair is still played.
"""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any
from uuid import UUID

import httpx
from litestar import Litestar
from litestar.testing import TestClient

from api.conftest import LiveServer, pg_schema, store_env
from ginrummy._core import rummy
from ginrummy.service import fairness
from ginrummy.service.errors import ConflictError
from ginrummy.service.projections.rummy_ratings import RummyRatings
from ginrummy.service.projections.rummy_table import RummyTable
from ginrummy.service.rummy import views
from ginrummy.service.rummy.aggregate import RummyMatch
from ginrummy.service.rummy.audit import verify_rummy_export
from ginrummy.service.tournaments.pair_games import record_of_rummy_games
from ginrummy.service.tournaments.pairs import record_of
from ginrummy_bot import Options, Runner
from ginrummy_bot.cli import load_rummy
from support.bots import playing_in_background
from support.players import register
from support.tournaments import create_tournament
from support.waits import tournament_ended

__all__ = ["pg_schema", "store_env"]

Json = dict[str, Any]
LEVELS = rummy.bot_levels()[:2]  # the two weakest: the quickest
OPTIONS = {"target_score": 50}
EXAMPLES = Path(__file__).resolve().parents[2] / "clients" / "examples"


def _match(client: Any, match_id: str) -> Json:
    body: Json = client.get(f"/rummy/matches/{match_id}").json()
    return body


def _export(client: Any, match_id: str) -> Json:
    r = client.get(f"/rummy/matches/{match_id}/export")
    assert r.status_code == 200, r.text
    doc: Json = r.json()
    report = verify_rummy_export(doc)
    assert report["ok"], report
    return doc


def _check_standings(body: Json, games: list[Json]) -> None:
    """Every row of the standings is the sum of the recorded pairs of its entrant, and the
    rows are ordered by points."""
    rows = {row["entrant"]: row for row in body["standings"]}
    assert set(rows) == set(body["entrants"])
    for name, row in rows.items():
        mine = [g for g in games if name in (g["a"], g["b"])]
        me = [("a", "b") if g["a"] == name else ("b", "a") for g in mine]
        wins = sum(g[f"{x}_wins"] for g, (x, _) in zip(mine, me, strict=True))
        losses = sum(g[f"{y}_wins"] for g, (_, y) in zip(mine, me, strict=True))
        ties = sum(g["ties"] for g in mine)
        points = sum(g[f"{x}_points"] for g, (x, _) in zip(mine, me, strict=True))
        against = sum(g[f"{y}_points"] for g, (_, y) in zip(mine, me, strict=True))
        assert (row["pairs"], row["games"]) == (len(mine), 2 * len(mine)), row
        assert (row["wins"], row["losses"], row["ties"]) == (wins, losses, ties), row
        assert row["points"] == wins + ties / 2, row
        assert (row["hand_points"], row["hand_points_against"]) == (points, against), row
        assert row["deals"] == sum(g["deals"] for g in mine), row
    ordered = [row["points"] + row["bye_points"] for row in body["standings"]]
    assert ordered == sorted(ordered, reverse=True)


def test_a_rummy_round_robin_with_an_http_bot(server: LiveServer) -> None:
    url = server.url
    host = register(url).headers
    bot = register(url, prefix="rb")
    body = {"entrants": list(LEVELS), "options": OPTIONS, "pairs": 1, "seed": 4, "pair": "deals"}
    created = create_tournament(url, host, game="rummy", move_deadline_ms=20_000, **body)
    tid = created.json()["id"]
    r = httpx.post(f"{url}/tournaments/{tid}/entrants", json={"kind": "http"}, headers=bot.headers)
    assert r.status_code == 200, r.text
    name = f"@{bot.name}"
    assert r.json()["entrants"] == [*LEVELS, name]
    assert r.json()["http_entrants"] == {name: bot.id}
    # The bot runner with the example Rummy bot: 2 pairings, 4 matches.
    runner = Runner(
        url,
        bot.token,
        None,
        Options(matches=4),
        rummy_act=load_rummy(f"{EXAMPLES / 'rummy_bot.py'}:act"),
    )
    started = time.monotonic()
    with playing_in_background(runner):
        r = httpx.post(f"{url}/tournaments/{tid}/start", headers=host, timeout=30)
        assert r.status_code == 202, r.text
        ended = tournament_ended(url, tid, 240)
    seconds = time.monotonic() - started
    assert ended["status"] == "finished", ended
    assert ended["progress"] == {"pairs_played": 3, "pairs_planned": 3, "games_played": 6}
    games: list[Json] = httpx.get(f"{url}/tournaments/{tid}/games").json()["games"]
    assert len(games) == 3
    _check_standings(ended, games)
    assert sum(row["points"] for row in ended["standings"]) == 6
    http_pairs = [g for g in games if g.get("matches")]
    assert len(http_pairs) == 2 and all(name in (g["a"], g["b"]) for g in http_pairs)
    with httpx.Client(base_url=url, timeout=30) as client:
        for g in http_pairs:
            assert g["forfeits"] == 0 and g["unit"] == "deals", g
            matches = [_match(client, m) for m in g["matches"]]
            seeds = []
            for seat_of_a, match in enumerate(matches):
                assert match["tournament_id"] == tid and match["status"] == "finished"
                assert match["move_deadline_ms"] == 20_000 and match["rated"] is False
                assert match["hand_limit"] == 1 and len(match["hands"]) == 1
                assert match["reveals_held"] is False  # released once the pair ended
                assert match["options"]["target_score"] == 50
                seats = [s["player_id"] or s["bot"] for s in match["seats"]]
                a = bot.id if g["a"] == name else g["a"]
                b = bot.id if g["b"] == name else g["b"]
                assert seats == ([a, b] if seat_of_a == 0 else [b, a]), (seats, g)
                doc = _export(client, match["id"])
                seeds.append(next(e for e in doc["events"] if e["type"] == "match_started")["seed"])
            assert seeds[0] == seeds[1]  # one pair: one seed, the seats swapped
            # The recorded pair is the matches' own measures.
            first, second = matches  # scores and winners as the API shows them
            assert g["a_points"] == first["scores"][0] + second["scores"][1]
            assert g["b_points"] == first["scores"][1] + second["scores"][0]
            a_wins = int(first["standings"]["winners"] == [0]) + int(
                second["standings"]["winners"] == [1]
            )
            assert g["a_wins"] == a_wins
            assert g["deals"] == len(first["hands"]) + len(second["hands"])
            # An HTTP pair's games are matches: not replayed here.
            r = client.get(f"/tournaments/{tid}/games/{g['position']}/rummy-moves")
            assert r.status_code == 409 and f"/rummy/matches/{g['matches'][0]}" in r.text
        # The built-in pair (a deal pair): each game is its first hand, move by move.
        (builtin,) = [g for g in games if not g.get("matches")]
        got = {builtin["a"]: 0, builtin["b"]: 0}
        for game in (0, 1):
            r = client.get(
                f"/tournaments/{tid}/games/{builtin['position']}/rummy-moves?game={game}"
            )
            assert r.status_code == 200, r.text
            replayed = r.json()
            assert replayed["unit"] == "deals" and replayed["result"]["hands"] == 1
            assert len(replayed["hands"]) == 1 and {m["hand"] for m in replayed["moves"]} == {0}
            for seat, entrant in enumerate(replayed["seats"]):
                got[entrant] += replayed["result"]["points"][seat]
        assert (got[builtin["a"]], got[builtin["b"]]) == (builtin["a_points"], builtin["b_points"])
    print(f"Rummy round robin with an HTTP bot (4 HTTP games) finished in {seconds:.1f} s")


def test_a_silent_rummy_bot_forfeits_on_its_deadline(
    tour_client: TestClient[Litestar],
) -> None:
    client = tour_client
    host = register(client).headers
    silent = register(client, prefix="mute")
    created = create_tournament(
        client,
        host,
        game="rummy",
        entrants=[LEVELS[0]],
        options=OPTIONS,
        pairs=1,
        move_deadline_ms=300,
        seed=3,
    )
    tid = created.json()["id"]
    r = client.post(f"/tournaments/{tid}/entrants", json={"kind": "http"}, headers=silent.headers)
    assert r.status_code == 200, r.text
    started = time.monotonic()
    r = client.post(f"/tournaments/{tid}/start", headers=host)
    assert r.status_code == 202, r.text
    body = tournament_ended(client, tid, 60)
    assert body["status"] == "finished", body
    assert time.monotonic() - started < 30
    standings = {row["entrant"]: row for row in body["standings"]}
    assert standings[LEVELS[0]]["points"] == 2 and standings[f"@{silent.name}"]["points"] == 0
    (pair,) = client.get(f"/tournaments/{tid}/games").json()["games"]
    assert pair["forfeits"] == 2 and pair["a_wins"] == 2
    assert pair.get("unit", "matches") == "matches"
    assert record_of(pair).a_wins == 2
    for match_id in pair["matches"]:
        match = _match(client, match_id)
        seat = [s["player_id"] for s in match["seats"]].index(silent.id)
        assert match["status"] == "finished" and match["hand_limit"] is None
        assert match["standings"]["winners"] == [1 - seat]
        doc = _export(client, match_id)
        events = doc["events"]
        missed = next(e for e in events if e["type"] == "deadline_missed")
        assert missed["seat"] == seat and missed["deadline_ms"] == 300
        assert events[-1]["type"] == "reveals_released"
        finished = next(e for e in events if e["type"] == "match_finished")
        assert finished["forfeited"] == seat and finished["seed"] is not None


def _held_game(hand_limit: int | None, rated: bool = False) -> RummyMatch:
    """A pair game of two built-in seats, played to its end, its reveals held."""
    match = RummyMatch(
        options={"target_score": 50},
        players=[None, None],
        bots=list(LEVELS),
        created_by="host",
        tournament_id="t",
        rated=rated,
        hand_limit=hand_limit,
        reveals_held=True,
    )
    match.start(fairness.new_seed(), fairness.new_salt(), fairness.new_salt())
    match.play_bots(fairness.new_seed, fairness.new_salt)
    return match


def test_a_pair_games_reveals_are_held_until_released(tour_client: TestClient[Litestar]) -> None:
    """Until both games of its pair have ended, a game's seed, every hand's order and salt and
    every stock card drawn stay hidden from every reader; then they are public."""
    store = tour_client.app.state.service.store
    for limit in (1, None):
        match = _held_game(limit)
        assert match.status == "finished" and match.reveals_held
        if limit == 1:  # a deal pair's game: its first hand, ranked by its scores
            assert len(match.ended_hands) == 1 and match.standings is not None
            assert match.standings["over"] and match.standings["scores"] == match.scores
        store.save(match)
        mid = str(match.id)
        held = [views.event_record(match, ev, None) for ev in store.events(match.id)]
        assert not any(r.get("seed") is not None for r in held)
        assert not any(r.get(k) for r in held for k in ("order", "salt", "rebuilds"))
        draws = [r for r in held if r["type"] == "drew_stock"]
        assert draws and all(r["card"] is None for r in draws)
        shown = _match(tour_client, mid)
        assert shown["reveals_held"] is True and shown["tournament_id"] == "t"
        # the last hand's deck, which the core shows once a hand is over, is withheld too
        assert shown["table"]["deck"] is None
        assert all(r["order"] is None for r in shown["table"]["rebuilds"])
        at = tour_client.get(f"/rummy/matches/{mid}/versions/{match.version}").json()
        assert at["seat_hands"] is None
        r = tour_client.get(f"/rummy/matches/{mid}/export")
        assert r.status_code == 409 and r.json()["type"].endswith(":reveals-held")
        assert match.release_reveals() and not match.release_reveals()
        store.save(match)
        released = [views.event_record(match, ev, None) for ev in store.events(match.id)]
        assert released[-1]["type"] == "reveals_released"
        assert all(r["order"] for r in released if r["type"] == "hand_scored")
        assert all(r["card"] for r in released if r["type"] == "drew_stock")
        _export(tour_client, mid)
        if limit is None:  # the match ended on its target: its last hand's deck is public now
            assert _match(tour_client, mid)["table"]["deck"]
    # An unrated tournament's games move no Rummy rating; a rated one's do.
    for rated in (False, True):
        game = _held_game(1, rated)
        table = RummyTable()
        ratings = RummyRatings(table)
        for ev in game.collect_events():
            for handlers in (table.handlers(), ratings.handlers()):
                handle = handlers.get(type(ev))
                if handle is not None:
                    handle(ev, set())
        assert set(ratings.ratings) == ({f"bot:{level}" for level in LEVELS} if rated else set())
    # The two games of a pair record one result, as a built-in pair's.
    first, second = _held_game(1), _held_game(1)
    rec = record_of_rummy_games("x", "y", 0, first, second)
    assert rec.a_points == first.scores[0] + second.scores[1] and rec.deals == 2
    assert rec.a_wins + rec.b_wins + rec.ties == 2 and rec.forfeits == 0


def test_a_game_still_played_is_not_released() -> None:
    match = RummyMatch(
        options={"target_score": 50},
        players=["p0", None],
        bots=[None, LEVELS[0]],
        created_by="host",
        tournament_id="t",
        reveals_held=True,
        move_deadline_ms=10_000,
    )
    match.start(fairness.new_seed(), fairness.new_salt(), fairness.new_salt())
    match.play_bots(fairness.new_seed, fairness.new_salt)
    assert match.status == "active" and match.started_game().to_act == 0
    assert not match.release_reveals() and match.reveals_held
    # the bot's seat is never on the clock; the player's seat is
    try:
        match.miss_deadline(1, match.version)
    except ConflictError:
        pass
    else:
        raise AssertionError("a bot's seat forfeited")


def _until(service: Any, check: Any, timeout: float = 60.0) -> Any:
    """``check()``'s first value other than None, looked at again after each save."""
    saved = threading.Event()
    service.store.add_listener(lambda _ids: saved.set())
    deadline = time.monotonic() + timeout
    while (value := check()) is None:
        assert time.monotonic() < deadline, "timed out"
        saved.wait(1.0)
        saved.clear()
    return value


def _play_out(service: Any, match_id: UUID, player_id: str) -> None:
    """Plays the player's seat of a Rummy tournament game to its end with the core's beginner
    (through the service's command: the built-in seat answers in the same transaction)."""
    for move in range(10_000):
        match = service.rummy.match(match_id)
        if match.status == "finished":
            return
        seat = match.seat_of(player_id)
        assert match.started_game().to_act == seat, "the player's turn or the end"
        action = match.started_game().bot_action(LEVELS[0], move)
        service.rummy.act(UUID(player_id), match_id, action, match.version)
    raise AssertionError("the game did not end")


def test_a_cancelled_rummy_tournament_releases_its_games_once_they_end(
    tour_client: TestClient[Litestar],
) -> None:
    """Cancelled while game 1 of an HTTP pair is played: both games' reveals stay held while it
    goes on (game 0's would show game 1's decks), and are released once it ends."""
    client = tour_client
    service = client.app.state.service
    host = register(client).headers
    player = register(client)
    created = create_tournament(
        client,
        host,
        game="rummy",
        entrants=[LEVELS[0]],
        options=OPTIONS,
        pairs=1,
        pair="deals",
        move_deadline_ms=600_000,
    )
    tid = created.json()["id"]
    r = client.post(f"/tournaments/{tid}/entrants", json={"kind": "http"}, headers=player.headers)
    assert r.status_code == 200, r.text
    assert client.post(f"/tournaments/{tid}/start", headers=host).status_code == 202

    def scheduled(game: int) -> UUID | None:
        found = service.tournaments.views.get(UUID(tid)).scheduled.get(f"0:0:{game}")
        return UUID(found) if found is not None else None

    first = _until(service, lambda: scheduled(0))
    _play_out(service, first, player.id)
    second = _until(service, lambda: scheduled(1))
    in_play = client.get(f"/tournaments/{tid}").json()["games_in_play"]
    assert [g["match_id"] for g in in_play] == [str(first), str(second)]
    cancel = client.post(f"/tournaments/{tid}/cancel", headers=host)
    assert cancel.status_code == 200 and cancel.json()["status"] == "cancelled"
    held = [service.rummy.match(game).reveals_held for game in (first, second)]
    assert held == [True, True]
    refused = client.get(f"/rummy/matches/{first}/export")
    assert refused.status_code == 409 and refused.json()["type"].endswith(":reveals-held")
    _play_out(service, second, player.id)
    for game in (first, second):
        _until(service, lambda g=game: True if not service.rummy.match(g).reveals_held else None)
        _export(client, str(game))
    assert client.get(f"/tournaments/{tid}").json()["progress"]["pairs_played"] == 0

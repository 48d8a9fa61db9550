"""HTTP entrants, time controls, idempotency and resume, in process (both stores): the
aggregates' decisions and the API's answers, without bots running."""

from __future__ import annotations

import threading
import time
from typing import Any
from uuid import UUID, uuid4

from litestar import Litestar
from litestar.testing import TestClient

from ginrummy import core
from ginrummy.api.app import create_app
from ginrummy.service import fairness
from ginrummy.service.errors import ConflictError
from ginrummy.service.match import FINISHED, Match
from ginrummy.service.tournaments.aggregate import Tournament
from ginrummy.service.tournaments.http_pairs import pair_seed
from support.players import register
from support.waits import tournament_ended

Headers = dict[str, str]
FAST = {"target_score": 25}


def _game(deadline_ms: int = 300) -> Match:
    match = Match(
        rules=core.Rules(target_score=25).to_dict(),
        players=["p0", "p1"],
        bots=[None, None],
        created_by="host",
        tournament_id="t",
        move_deadline_ms=deadline_ms,
        bot_playouts=[None, None],
    )
    match.start(fairness.new_seed(), fairness.new_salt(), fairness.new_salt())
    return match


def test_the_match_decides_a_missed_deadline() -> None:
    match = _game()
    clock = match.deadline()
    assert clock is not None
    version, seat, due = clock
    assert version == match.version and seat == 1  # the non-dealer acts first
    assert abs(due - (match.modified_on.timestamp() + 0.3)) < 1e-6
    for wrong in ((1 - seat, version), (seat, version - 1)):
        try:
            match.miss_deadline(*wrong)
        except ConflictError:
            pass
        else:
            raise AssertionError(f"miss_deadline{wrong} was not refused")
    match.miss_deadline(seat, version)
    assert match.status == "finished" and match.winner == 1 - seat
    assert match.result == {
        "reason": "deadline",
        "forfeited": seat,
        "winner": 1 - seat,
        "scores": [0, 0],
    }
    assert match.deadline() is None
    # An ordinary match has no clock.
    plain = Match(rules=match.rules, players=["a", "b"], bots=[None, None], created_by="a")
    plain.start(fairness.new_seed(), fairness.new_salt(), fairness.new_salt())
    assert plain.deadline() is None
    try:
        plain.miss_deadline(1, plain.version)
    except ConflictError:
        pass
    else:
        raise AssertionError("a match without a time control forfeited")


def test_a_bot_seat_is_never_on_the_clock() -> None:
    match = Match(
        rules=core.Rules(target_score=25).to_dict(),
        players=["p0", None],
        bots=[None, "beginner"],
        created_by="host",
        tournament_id="t",
        move_deadline_ms=300,
        bot_playouts=[None, None],
    )
    match.start(fairness.new_seed(), fairness.new_salt(), fairness.new_salt())
    game = match.game
    assert game is not None and game.to_act == 1  # the bot's turn (not played here)
    assert match.deadline() is None


def test_pair_seeds_are_one_way_and_fixed() -> None:
    assert pair_seed("s", 0, 0) == pair_seed("s", 0, 0)
    seeds = {pair_seed("s", i, k) for i in range(5) for k in range(5)}
    assert len(seeds) == 25 and all(0 <= s < 2**64 for s in seeds)
    assert pair_seed("s", 0, 0) != pair_seed("t", 0, 0)


def test_http_entrants_refusals_and_idempotency(tour_client: TestClient[Litestar]) -> None:
    client = tour_client
    host = register(client).headers
    bot_player = register(client)
    bot_id, bot_name, bot = bot_player.id, bot_player.name, bot_player.headers
    r = client.post(
        "/tournaments",
        json={"entrants": ["beginner"], "rules": FAST, "pairs": 1, "move_deadline_ms": 60_000},
        headers={**host, "Idempotency-Key": "create-1"},
    )
    assert r.status_code == 201, r.text
    tid = r.json()["id"]
    again = client.post(
        "/tournaments",
        json={"entrants": ["beginner"], "rules": FAST, "pairs": 1, "move_deadline_ms": 60_000},
        headers={**host, "Idempotency-Key": "create-1"},
    )
    assert again.status_code == 201 and again.json()["id"] == tid
    assert again.headers["idempotent-replayed"] == "true"
    assert again.headers["location"] == f"/tournaments/{tid}"
    other = client.post(
        "/tournaments",
        json={"entrants": ["easy"], "rules": FAST},
        headers={**host, "Idempotency-Key": "create-1"},
    )
    assert other.status_code == 422, other.text
    assert other.json()["type"].endswith(":idempotency-key-reused")
    assert len(client.get("/tournaments").json()["tournaments"]) == 1
    # Out-of-range deadlines, a name with kind http, a built-in entrant by a non-creator.
    for deadline in (99, 600_001):
        bad = client.post("/tournaments", json={"move_deadline_ms": deadline}, headers=host)
        assert bad.status_code == 400, bad.text
    named = client.post(
        f"/tournaments/{tid}/entrants", json={"kind": "http", "name": "easy"}, headers=bot
    )
    assert named.status_code == 422 and named.json()["type"].endswith(":invalid-request")
    assert (
        client.post(f"/tournaments/{tid}/entrants", json={"name": "easy"}, headers=bot).status_code
        == 403
    )
    entered = client.post(f"/tournaments/{tid}/entrants", json={"kind": "http"}, headers=bot)
    assert entered.status_code == 200, entered.text
    assert entered.json()["entrants"] == ["beginner", f"@{bot_name}"]
    assert entered.json()["http_entrants"] == {f"@{bot_name}": bot_id}
    # who created it, in every answer (the page shows Start to its creator on any device)
    host_id = client.get("/players/me", headers=host).json()["id"]
    assert entered.json()["created_by"] == r.json()["created_by"] == host_id != bot_id
    twice = client.post(f"/tournaments/{tid}/entrants", json={"kind": "http"}, headers=bot)
    assert twice.status_code == 409
    listed = client.get("/tournaments").json()["tournaments"][0]
    assert listed["entrants"] == ["beginner", f"@{bot_name}"]
    # Start (idempotent) and cancel (idempotent): the game under way stays a match.
    start = client.post(f"/tournaments/{tid}/start", headers={**host, "Idempotency-Key": "s"})
    assert start.status_code == 202, start.text
    replay = client.post(f"/tournaments/{tid}/start", headers={**host, "Idempotency-Key": "s"})
    assert replay.status_code == 202 and replay.headers["idempotent-replayed"] == "true"
    assert client.post(f"/tournaments/{tid}/start", headers=host).status_code == 409
    cancel = client.post(f"/tournaments/{tid}/cancel", headers={**host, "Idempotency-Key": "c"})
    assert cancel.status_code == 200 and cancel.json()["status"] == "cancelled"
    replay = client.post(f"/tournaments/{tid}/cancel", headers={**host, "Idempotency-Key": "c"})
    assert replay.status_code == 200 and replay.headers["idempotent-replayed"] == "true"
    assert client.get(f"/tournaments/{uuid4()}/stream").status_code == 404
    # An SPRT takes no third entrant, HTTP bots included.
    r = client.post(
        "/tournaments",
        json={"format": "sprt", "entrants": ["easy", "beginner"], "rules": FAST},
        headers=host,
    )
    sprt = r.json()["id"]
    third = client.post(f"/tournaments/{sprt}/entrants", json={"kind": "http"}, headers=bot)
    assert third.status_code == 409


def test_a_builtin_tournament_resumes_where_it_stopped(store_env: dict[str, str]) -> None:
    """A running tournament with pairs recorded (its process died) is resumed by the next
    process: the recorded pairs are kept as they were, the others played, each once."""
    env = {**store_env, "GINRUMMY_TOURNAMENT_WORKERS": "0"}
    first = create_app(env, rate_limit=0, poll_interval=0.05)
    service = first.state.service
    creator = uuid4()
    rules = core.Rules(**FAST).to_dict()
    t = Tournament(
        format="round-robin", rules=rules, pairs=2, seed=4, sprt=None, creator=str(creator)
    )
    for name in ("beginner", "easy", "medium"):
        t.add_entrant(name, str(creator))
    t.start(str(creator))
    kept = {
        "pairing": 1,
        "a": "beginner",
        "b": "medium",
        "seed": 5,
        "k": 0,
        "a_wins": 0,
        "b_wins": 2,
        "ties": 0,
        "a_points": 1,
        "b_points": 2,
        "deals": 3,
    }
    t.finish_pair(kept)  # a result the replay would not give: it must stay, not be replayed
    service.store.save(t)
    service.close()
    second = create_app(env, rate_limit=0, poll_interval=0.05)
    try:
        with TestClient(second) as client:  # startup resumes it
            body = tournament_ended(client, str(t.id), 60)
            assert body["status"] == "finished", body
            games = client.get(f"/tournaments/{t.id}/games").json()["games"]
            assert len(games) == 6
            assert sorted((g["pairing"], g["k"]) for g in games) == [
                (i, k) for i in range(3) for k in range(2)
            ]
            assert {k: v for k, v in games[0].items() if k != "position"} == kept
    finally:
        second.state.service.close()


def test_a_player_stream_finds_a_game_created_for_it_under_a_busy_log(
    tour_client: TestClient[Litestar],
) -> None:
    """The player stream's history (``player_history``, through the live index) reaches the
    end of the log, however much other matches wrote since, and includes a match created with
    the player already seated (a tournament's game), from its first event."""
    client = tour_client
    service = client.app.state.service
    live = client.app.state.live
    other = register(client).headers
    for _ in range(3):  # a few hundred events of someone else's matches
        r = client.post(
            "/matches",
            json={"opponent": {"kind": "bot", "level": "beginner"}, "rules": FAST},
            headers=other,
        )
        assert r.status_code == 201
    me = register(client).id
    match = service.matches.tournament_game(
        uuid4(), "host", FAST, [None, me], ["beginner", None], [None, None], 7, 10_000
    )
    service.store.save(match)
    client.app.state.read_model.catch_up()
    end = service.store.notifications(0, 100_000)[-1].id
    items = live.feeds.player_history(UUID(me), 0, end, limit=5)
    mine = [record for _, record in items if record["match_id"] == str(match.id)]
    assert [r["type"] for r in mine][:3] == ["match_created", "match_started", "deal_started"]
    assert all(record["match_id"] == str(match.id) for _, record in items)
    turn = service.queries.your_turn(match.id, UUID(me))
    assert turn is not None and turn["deadline_ms"] == 10_000 and "deadline_at" in turn


def _until(service: Any, check: Any, timeout: float = 60.0) -> Any:
    """``check()``'s first value other than None, looked at again after each save of the
    store (with a slow poll for saves of other threads' own caches)."""
    saved = threading.Event()
    service.store.add_listener(lambda _ids: saved.set())
    deadline = time.monotonic() + timeout
    while (value := check()) is None:
        assert time.monotonic() < deadline, "timed out"
        saved.wait(1.0)
        saved.clear()
    return value


def _scheduled(service: Any, tid: str, game: int) -> UUID | None:
    found = service.tournaments.views.get(UUID(tid)).scheduled.get(f"0:0:{game}")
    return UUID(found) if found is not None else None


def _play_out(service: Any, match_id: UUID, player_id: str) -> None:
    """Plays the player's seat of a tournament game to its end (a built-in bot's choices;
    the server's bot answers in the same transaction)."""
    bot = core.Bot("beginner", seed=3)
    while True:
        with service.cache.read(match_id) as match:
            if match.status == FINISHED:
                return
            seat = match.seat_of(player_id)
            game = match.game
            assert game is not None and game.to_act == seat, "the player's turn or the end"
            action, version = bot.act(game.observation(seat)), match.version
        service.seats.act(UUID(player_id), match_id, action, version)


def _held(service: Any, match_id: UUID) -> bool:
    with service.cache.read(match_id) as match:
        return bool(match.reveals_held)


def test_a_cancelled_tournament_releases_a_live_pairs_games_once_they_end(
    tour_client: TestClient[Litestar],
) -> None:
    """Cancelled while game 1 of an HTTP pair is being played: game 0's reveals stay held
    (they show game 1's deck) while game 1 goes on, and both games' are released once it ends."""
    client = tour_client
    service = client.app.state.service
    host = register(client).headers
    bot_player = register(client)
    bot_id, bot = bot_player.id, bot_player.headers
    body = {"entrants": ["beginner"], "rules": FAST, "pairs": 1, "move_deadline_ms": 600_000}
    tid = client.post("/tournaments", json=body, headers=host).json()["id"]
    assert client.post(
        f"/tournaments/{tid}/entrants", json={"kind": "http"}, headers=bot
    ).is_success
    assert client.post(f"/tournaments/{tid}/start", headers=host).status_code == 202
    first = _until(service, lambda: _scheduled(service, tid, 0))
    in_play = client.get(f"/tournaments/{tid}").json()["games_in_play"]
    assert in_play == [{"pairing": 0, "k": 0, "game": 0, "match_id": str(first)}]
    _play_out(service, first, bot_id)
    second = _until(service, lambda: _scheduled(service, tid, 1))
    # game 0 ended, its pair not recorded: both games are still the pair's in play
    in_play = client.get(f"/tournaments/{tid}").json()["games_in_play"]
    assert [g["match_id"] for g in in_play] == [str(first), str(second)]
    cancel = client.post(f"/tournaments/{tid}/cancel", headers=host)
    assert cancel.status_code == 200 and cancel.json()["status"] == "cancelled"
    assert _held(service, first) and _held(service, second)  # game 1 is still being played
    refused = client.get(f"/matches/{first}/deals/0/reveal", headers=bot)
    assert refused.status_code == 409 and refused.json()["type"].endswith(":reveals-held")
    _play_out(service, second, bot_id)
    _until(service, lambda: True if not _held(service, first) else None)
    _until(service, lambda: True if not _held(service, second) else None)
    for game in (first, second):
        assert client.get(f"/matches/{game}/export", headers=bot).status_code == 200
    assert client.get(f"/tournaments/{tid}").json()["progress"]["pairs_played"] == 0

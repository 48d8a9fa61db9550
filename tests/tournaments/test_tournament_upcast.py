"""A tournament recorded before issue 20 still opens (SQLite and PostgreSQL): its events, as
version 1 stored them, are upcast when read.

Recorded then: ``Tournament.Created`` version 2 (no ``pair``, ``rated``, ``sprt_model``) and
``GamePairFinished`` version 1, whose built-in pair held the matches' totals as its points and
whose HTTP pair (with ``matches``) held hand points there. Read now: match pairs, rated, the SPRT
by the approximation it was decided with; the built-in pair's totals stay its points (hand
points unknown), the HTTP pair's hand points become its hand points (totals unknown), and no
report adds the two measures together.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from eventsourcing.utils import get_topic
from litestar import Litestar

from ginrummy.service.application import GinRummyService
from ginrummy.service.projections import ReadModel
from ginrummy.service.tournaments.aggregate import EVENT_NAMES, OLD_TOPIC, Tournament
from ginrummy.service.tournaments.sprt import llr_approximate

HTTP_V1 = {
    "pairing": 0,
    "a": "easy",
    "b": "@old",
    "seed": 7,
    "k": 0,
    "a_wins": 2,
    "b_wins": 0,
    "ties": 0,
    "a_points": 12,
    "b_points": 10,
    "deals": 6,
    "matches": ["m0", "m1"],
    "forfeits": 0,
    "engine": "ginrummy 0.x",
}


def _as_recorded(service: GinRummyService, t: Tournament) -> list[Any]:
    """The aggregate's events as the release before issue 20 stored them."""
    out = []
    for event in t.collect_events():
        stored = service.mapper.to_stored_event(event)
        state = service.mapper.transcoder.decode(stored.state)
        name = stored.topic.rsplit(".", 1)[-1]
        if name == "Created":
            assert state.pop("class_version") == 4
            for key in ("pair", "rated", "sprt_model", "game", "options"):
                state.pop(key)
            state["class_version"] = 2
        elif name == "GamePairFinished":
            assert state.pop("class_version") == 2
            result = state["result"]
            for key in ("unit", "a_hand_points", "b_hand_points"):
                result.pop(key)
        out.append(
            dataclasses.replace(
                stored,
                topic=_old_topic(stored.topic),
                state=service.mapper.transcoder.encode(state),
            )
        )
    return out


def _old_topic(topic: str) -> str:
    """The topic an event of today's class was stored under before the tournaments became a
    package (``ginrummy.service.domain:Tournament.<event>``)."""
    assert topic.startswith(get_topic(Tournament) + ".")
    return OLD_TOPIC + topic.removeprefix(get_topic(Tournament))


def _under_old_topics(service: GinRummyService, *tournaments: Tournament) -> None:
    """Stores the aggregates' events, as they are today, under the topics of before the move."""
    service.recorder.insert_events(
        [
            dataclasses.replace(stored, topic=_old_topic(stored.topic))
            for t in tournaments
            for stored in map(service.mapper.to_stored_event, t.collect_events())
        ]
    )


def test_events_stored_under_the_old_topics_load(tour_app: Litestar) -> None:
    """Every event class of the aggregate, stored under ``ginrummy.service.domain:Tournament``,
    loads (the aggregate and the lobby's read model) and the tournament goes on from there."""
    service: GinRummyService = tour_app.state.service
    swiss = Tournament(
        format="swiss", rules={}, pairs=1, seed=3, sprt=None, creator="host", pair="deals"
    )
    swiss.set_rounds(1)
    for name in ("easy", "medium", "beginner"):
        swiss.add_entrant(name, "host")
    swiss.start("host")
    swiss.pair_round({"round": 1, "pairings": [["easy", "medium"]], "bye": "beginner"})
    result = {**HTTP_V1, "b": "medium", "unit": "deals", "a_hand_points": 12, "b_hand_points": 10}
    swiss.finish_pair({k: v for k, v in result.items() if k not in ("matches", "forfeits")})
    swiss.finish({"reason": "complete"})
    http = Tournament(format="gauntlet", rules={}, pairs=1, seed=4, sprt=None, creator="host")
    http.add_entrant("easy", "host")
    http.enter_player("@old", "player-1")
    http.start("host", secret="s")
    http.schedule_game(0, 0, 0, "m0")
    http.cancel("host")
    failed = Tournament(format="round-robin", rules={}, pairs=1, seed=5, sprt=None, creator="h")
    failed.add_entrant("easy", "h")
    failed.add_entrant("medium", "h")
    failed.start("h")
    failed.fail("a worker died")
    kinds = {type(e).__qualname__ for t in (swiss, http, failed) for e in t.pending_events}
    assert kinds == {f"Tournament.{name}" for name in EVENT_NAMES}  # every kind, once at least
    _under_old_topics(service, swiss, http, failed)
    stored = {n.topic for n in service.store.notifications(0, limit=100)}
    assert stored == {f"{OLD_TOPIC}.{name}" for name in EVENT_NAMES}

    body = service.tournaments.views.show(swiss.id)
    assert (body["status"], body["swiss_rounds"][0]["bye"]) == ("finished", "beginner")
    assert body["progress"]["pairs_played"] == 1 and body["pair"] == "deals"
    assert service.tournaments.views.get(http.id).scheduled == {"0:0:0": "m0"}
    assert service.tournaments.views.show(http.id)["status"] == "cancelled"
    assert service.tournaments.views.show(failed.id)["outcome"]["detail"] == "a worker died"
    lobby = ReadModel(service.store)  # folds the log from its start
    lobby.catch_up()
    listed = {row["id"]: row for row in lobby.tournament_list(None, 10)}
    assert listed[str(swiss.id)]["status"] == "finished"
    assert listed[str(swiss.id)]["entrants"] == ["easy", "medium", "beginner"]
    assert listed[str(http.id)]["entrants"] == ["easy", "@old"]
    assert listed[str(failed.id)]["status"] == "failed"


def test_a_recorded_tournament_opens_with_both_measures_apart(tour_app: Litestar) -> None:
    service: GinRummyService = tour_app.state.service
    t = Tournament(
        format="sprt",
        rules={"target_score": 25},
        pairs=100,
        seed=7,
        sprt={"elo0": 0.0, "elo1": 10.0},
        creator="host",
        move_deadline_ms=1000,
    )
    t.add_entrant("easy", "host")
    t.enter_player("@old", "player-1")
    t.start("host", secret="s")
    # Recorded then: the HTTP pair's points were hand points (12-10), the built-in pair's the
    # totals (160-90). (The keys added since are dropped by ``_as_recorded``.)
    since = {"unit": "matches", "a_hand_points": 0, "b_hand_points": 0}
    t.finish_pair({**HTTP_V1, **since})
    builtin = {k: v for k, v in HTTP_V1.items() if k not in ("matches", "forfeits")}
    t.finish_pair({**builtin, **since, "k": 1, "a_points": 160, "b_points": 90})
    service.recorder.insert_events(_as_recorded(service, t))

    body = service.tournaments.views.show(t.id)
    assert body["pair"] == "matches" and body["rated"] is True
    assert body["points_measure"] == "match_totals"
    games = service.tournaments.views.games(t.id, 0, 10)
    http, built = games
    assert http["unit"] == built["unit"] == "matches"
    assert (http["a_points"], http["a_hand_points"], http["b_hand_points"]) == (None, 12, 10)
    assert (built["a_points"], built["b_points"], built["a_hand_points"]) == (160, 90, None)
    rows = {row["entrant"]: row for row in body["standings"]}
    for row in rows.values():  # each measure is unknown where a pair lacks it: never summed
        assert row["match_points"] is None and row["hand_points"] is None
        assert row["mean_points_per_deal"] is None
        assert row["points"] == (4.0 if row["entrant"] == "easy" else 0.0)
    sprt = body["sprt"]
    assert sprt["model"] == "approximate"  # decided with it then; shown with it now
    assert sprt["llr"] == pytest.approx(llr_approximate((0, 0, 0, 0, 2), 0.0, 10.0))

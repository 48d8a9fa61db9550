"""The read model's folds (``ginrummy.service.projections``) from hand-written event logs.

No match is played: the tests build the domain events a match would record (``Match.Created``,
``Match.Joined``, ``Match.Started``, ``Match.DealScored``, ``Match.Resigned``,
``Match.Finished``, ``Player.Registered``, and a move, which the fold only counts as a new
version), store them in a fresh SQLite store, and ask the read model's public queries
(``lobby``, ``profile``, ``leaderboard``), which catch up with the store first. Expected
statistics are counted from the hand-written deals; expected ratings are what
``glicko2.update`` gives for the result.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any
from uuid import UUID, uuid4

import msgspec
import pytest
from eventsourcing.domain import DomainEvent
from eventsourcing.utils import get_topic

from ginrummy.service import glicko2
from ginrummy.service.application import GinRummyService
from ginrummy.service.identity import Player
from ginrummy.service.match import Match

# -- the coupling to the module under test, in one place (it may be split soon) ----------------
from ginrummy.service.projections import MatchRow, PlayerStats, ReadModel


def read_model(service: GinRummyService) -> ReadModel:
    return ReadModel(service.store, poll_interval=60.0)


def stats_of(model: ReadModel, key: str) -> PlayerStats:
    """A side's statistics (a bot's too: ``bot:<level>`` has no profile), after catching up
    with the store (as every query does)."""
    model.catch_up()
    return model.stats.get(key, PlayerStats())


def rating_of(model: ReadModel, key: str) -> glicko2.Rating:
    """A side's rating, as the leaderboard lists it."""
    for entry in model.leaderboard(limit=1000):
        if entry["player_id"] == key:
            return glicko2.Rating(entry["rating"], entry["deviation"], entry["volatility"])
    raise AssertionError(f"{key} is not on the leaderboard")


# -- writing a hand-made log ---------------------------------------------------------------------

T0 = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)
RULES = {"target_score": 100}


def record(service: GinRummyService, *events: DomainEvent) -> None:
    """Stores ``events`` (the store's notification log is what the read model follows)."""
    service.recorder.insert_events([service.mapper.to_stored_event(e) for e in events])


def register(service: GinRummyService, name: str, at: datetime = T0) -> str:
    player_id = uuid4()
    event = Player.Registered(
        originator_id=player_id,
        originator_version=1,
        timestamp=at,
        originator_topic=get_topic(Player),
        name=name,
        token_hash="0" * 64,
        token_scheme="sha256",
    )
    record(service, event)
    return str(player_id)


def outcome(
    kind: str, knocker: int | None = None, winner: int | None = None, points: int = 0
) -> dict[str, Any]:
    """A deal's outcome as the rules core reports it (``Outcome`` in DESIGN.md)."""
    scored = kind not in ("draw", "void")
    return {
        "kind": kind,
        "knocker": knocker,
        "winner": winner,
        "points": points,
        "knocker_deadwood": 0 if scored else None,
        "defender_deadwood": 0 if scored else None,
        "doubled": False,
    }


@dataclass
class MatchLog:
    """The events of one match, numbered and timestamped one second apart."""

    players: list[str | None]
    bots: list[str | None] = field(default_factory=lambda: [None, None])
    created_at: datetime = T0
    id: UUID = field(default_factory=uuid4)
    version: int = 0
    deals: int = 0
    scores: list[int] = field(default_factory=lambda: [0, 0])
    events: list[DomainEvent] = field(default_factory=list)
    rated: bool = True

    def __post_init__(self) -> None:
        self.version = 1
        self.events.append(
            Match.Created(
                originator_id=self.id,
                originator_version=1,
                timestamp=self.created_at,
                originator_topic=get_topic(Match),
                rules=dict(RULES),
                players=list(self.players),
                bots=list(self.bots),
                created_by=next(p for p in self.players if p is not None),
                hints=not self.rated,
                rated=self.rated,
                tournament_id=None,
                move_deadline_ms=None,
                bot_playouts=None,
                deal_limit=None,
                reveals_held=False,
            )
        )

    def _add(self, cls: type[DomainEvent], **body: Any) -> MatchLog:
        self.version += 1
        at = self.created_at + timedelta(seconds=self.version)
        self.events.append(
            cls(originator_id=self.id, originator_version=self.version, timestamp=at, **body)
        )
        return self

    def joined(self, seat: int, player_id: str) -> MatchLog:
        return self._add(Match.Joined, seat=seat, player_id=player_id)

    def started(self) -> MatchLog:
        return self._add(Match.Started, seed=7, seed_salt="00", seed_commitment="11")

    def moved(self, seat: int) -> MatchLog:
        """A move: the projections read no body of it, only its version."""
        return self._add(Match.UpcardPassed, seat=seat)

    def deal(self, result: dict[str, Any]) -> MatchLog:
        if result["winner"] is not None:
            self.scores[result["winner"]] += result["points"]
        self.deals += 1
        body = {"number": self.deals - 1, "dealer": self.deals % 2, "outcome": result}
        return self._add(
            Match.DealScored,
            deal=self.deals - 1,
            record=body,
            scores=list(self.scores),
            order=["As"],
            salt="22",
        )

    def resigned(self, seat: int) -> MatchLog:
        return self._add(Match.Resigned, seat=seat)

    def finished(self, winner: int | None) -> MatchLog:
        result = {"reason": "target_reached", "winner": winner, "scores": list(self.scores)}
        return self._add(Match.Finished, result=result, winner=winner, seed=7, seed_salt="00")

    def store(self, service: GinRummyService) -> MatchLog:
        record(service, *self.events)
        self.events = []
        return self


@pytest.fixture
def service(sqlite_service: GinRummyService) -> Iterator[GinRummyService]:
    yield sqlite_service


# -- the lobby -------------------------------------------------------------------------------


def test_lobby_rows_follow_each_match(service: GinRummyService) -> None:
    model = read_model(service)
    alice = register(service, "alice")
    bob = register(service, "bob")
    carol = register(service, "carol")

    waiting = MatchLog([alice, None], created_at=T0).store(service)
    playing = MatchLog([bob, None], created_at=T0 + timedelta(minutes=1))
    playing.joined(1, carol).started().moved(1).moved(0).store(service)
    done = MatchLog([alice, None], bots=[None, "hard"], created_at=T0 + timedelta(minutes=2))
    done.started().deal(outcome("gin", knocker=1, winner=1, points=105)).finished(1)
    done.store(service)

    expected = {
        waiting.id: MatchRow(
            id=waiting.id,
            status="open",
            rules=RULES,
            players=[alice, None],
            bots=[None, None],
            created_at=T0.isoformat(),
            version=1,
        ),
        playing.id: MatchRow(
            id=playing.id,
            status="active",
            rules=RULES,
            players=[bob, carol],
            bots=[None, None],
            created_at=(T0 + timedelta(minutes=1)).isoformat(),
            version=5,  # created, joined, started and two moves
        ),
        done.id: MatchRow(
            id=done.id,
            status="finished",
            rules=RULES,
            players=[alice, None],
            bots=[None, "hard"],
            created_at=(T0 + timedelta(minutes=2)).isoformat(),
            version=4,
            scores=[0, 105],
            winner=1,
        ),
    }
    # newest first
    assert model.lobby(None, None, 10) == [
        expected[done.id],
        expected[playing.id],
        expected[waiting.id],
    ]
    assert model.lobby(None, None, 2) == [expected[done.id], expected[playing.id]]
    assert model.lobby("open", None, 10) == [expected[waiting.id]]
    assert model.lobby("active", None, 10) == [expected[playing.id]]
    assert model.lobby("finished", None, 10) == [expected[done.id]]
    assert model.lobby(None, alice, 10) == [expected[done.id], expected[waiting.id]]
    assert model.lobby(None, carol, 10) == [expected[playing.id]]  # joined, not the creator
    assert model.lobby("open", carol, 10) == []

    # a later event is folded on the next query: the waiting match fills and starts
    waiting.joined(1, carol).started().store(service)
    row = model.lobby(None, carol, 10)
    assert [r.id for r in row] == [playing.id, waiting.id]
    assert row[1].status == "active" and row[1].players == [alice, carol] and row[1].version == 3


# -- statistics ------------------------------------------------------------------------------


def test_statistics_count_every_kind_of_deal(service: GinRummyService) -> None:
    """One match with a deal of each kind; the counts are read off the deals written here."""
    model = read_model(service)
    alice = register(service, "alice")
    bob = register(service, "bob")
    log = MatchLog([alice, None]).joined(1, bob).started()
    log.deal(outcome("knock", knocker=0, winner=0, points=12))  # alice knocks and wins
    log.moved(0)
    log.deal(outcome("undercut", knocker=0, winner=1, points=28))  # bob undercuts alice
    log.deal(outcome("gin", knocker=1, winner=1, points=45))  # bob goes gin
    log.deal(outcome("big_gin", knocker=0, winner=0, points=81))  # alice: big gin
    log.deal(outcome("draw"))  # a drawn hand: a deal for both
    log.deal(outcome("void"))  # not a hand at all
    log.deal(outcome("knock", knocker=1, winner=1, points=7))  # bob knocks and wins
    log.finished(1).store(service)

    assert stats_of(model, alice) == PlayerStats(
        matches=1,
        matches_lost=1,
        deals=6,
        deals_won=2,
        knocks=2,  # the knock that won and the one that was undercut
        gins=0,
        big_gins=1,
        undercut_against=1,
        draws=1,
        points=12 + 81,
    )
    assert stats_of(model, bob) == PlayerStats(
        matches=1,
        matches_won=1,
        deals=6,
        deals_won=3,
        knocks=1,
        gins=1,
        undercuts=1,
        draws=1,
        points=28 + 45 + 7,
    )
    profile = model.profile(UUID(bob))
    assert profile["name"] == "bob"
    assert profile["created_at"] == T0.isoformat()
    assert profile["stats"] == msgspec.structs.asdict(stats_of(model, bob))
    assert model.lobby(None, None, 1)[0].scores == [12 + 81, 28 + 45 + 7]


def test_statistics_of_a_resignation_and_of_a_bot(service: GinRummyService) -> None:
    """A player resigns to a built-in bot: the resignation, the loss, and the bot's own
    statistics under ``bot:<level>``."""
    model = read_model(service)
    carol = register(service, "carol")
    log = MatchLog([carol, None], bots=[None, "easy"]).started()
    log.deal(outcome("gin", knocker=0, winner=0, points=30))
    log.resigned(0).finished(1).store(service)

    assert stats_of(model, carol) == PlayerStats(
        matches=1, matches_lost=1, resignations=1, deals=1, deals_won=1, gins=1, points=30
    )
    assert stats_of(model, "bot:easy") == PlayerStats(matches=1, matches_won=1, deals=1)
    assert model.profile(UUID(carol))["stats"]["resignations"] == 1


def test_a_match_not_yet_finished_counts_deals_but_no_match(service: GinRummyService) -> None:
    model = read_model(service)
    alice, bob = register(service, "alice"), register(service, "bob")
    log = MatchLog([alice, bob]).started()
    log.deal(outcome("knock", knocker=1, winner=1, points=4)).store(service)
    assert stats_of(model, bob) == PlayerStats(deals=1, deals_won=1, knocks=1, points=4)
    assert stats_of(model, alice) == PlayerStats(deals=1)
    assert model.profile(UUID(alice))["rating"] == vars(glicko2.Rating())
    assert model.leaderboard(10) == []


# -- ratings -----------------------------------------------------------------------------------


def test_each_finished_match_is_one_glicko2_period(service: GinRummyService) -> None:
    """Ratings move by exactly ``glicko2.update``: a win, then a draw between the same two
    players (both updated from their ratings *before* that match), then a loss to a bot."""
    model = read_model(service)
    alice, bob = register(service, "alice"), register(service, "bob")
    fresh = glicko2.Rating()

    MatchLog([alice, None]).joined(1, bob).started().finished(0).store(service)
    alice_1 = glicko2.update(fresh, [(fresh, 1.0)])
    bob_1 = glicko2.update(fresh, [(fresh, 0.0)])
    assert alice_1.rating > fresh.rating > bob_1.rating  # the period did move them
    assert rating_of(model, alice) == alice_1
    assert rating_of(model, bob) == bob_1
    assert model.profile(UUID(alice))["rating"] == vars(alice_1)

    MatchLog([bob, alice], created_at=T0 + timedelta(hours=1)).started().finished(None).store(
        service
    )
    alice_2 = glicko2.update(alice_1, [(bob_1, 0.5)])
    bob_2 = glicko2.update(bob_1, [(alice_1, 0.5)])
    assert rating_of(model, alice) == alice_2
    assert rating_of(model, bob) == bob_2
    assert stats_of(model, alice).matches == 2
    assert stats_of(model, alice).matches_won == 1 and stats_of(model, alice).matches_lost == 0
    assert stats_of(model, bob).matches_won == 0 and stats_of(model, bob).matches_lost == 1

    log = MatchLog([None, bob], bots=["medium", None], created_at=T0 + timedelta(hours=2))
    log.started().finished(0).store(service)
    assert rating_of(model, bob) == glicko2.update(bob_2, [(fresh, 0.0)])
    assert rating_of(model, "bot:medium") == glicko2.update(fresh, [(bob_2, 1.0)])

    board = model.leaderboard(10)
    assert {e["player_id"] for e in board} == {alice, bob, "bot:medium"}
    assert [e["rank"] for e in board] == [1, 2, 3]
    keys = [e["rating"] - 2 * e["deviation"] for e in board]
    assert keys == sorted(keys, reverse=True)
    assert next(e for e in board if e["player_id"] == alice)["name"] == "alice"


def test_folding_in_pieces_gives_the_same_tables(service: GinRummyService) -> None:
    """A read model that catches up after every event ends where one that reads the whole
    log at once does."""
    alice, bob = register(service, "alice"), register(service, "bob")
    step_by_step = read_model(service)
    log = MatchLog([alice, None]).joined(1, bob).started()
    log.deal(outcome("undercut", knocker=1, winner=0, points=30))
    log.deal(outcome("gin", knocker=0, winner=0, points=40)).finished(0)
    for event in log.events:
        record(service, event)
        step_by_step.catch_up()
    at_once = read_model(service)
    for key in (alice, bob):
        assert stats_of(step_by_step, key) == stats_of(at_once, key) != PlayerStats()
        assert rating_of(step_by_step, key) == rating_of(at_once, key)
    assert step_by_step.lobby(None, None, 5) == at_once.lobby(None, None, 5)


def test_an_unrated_match_counts_in_the_statistics_not_the_ratings(
    service: GinRummyService,
) -> None:
    """A match created with hints is unrated: its result is in both players' statistics and
    leaves their ratings where they were."""
    model = read_model(service)
    alice, bob = register(service, "alice"), register(service, "bob")
    MatchLog([alice, None], rated=False).joined(1, bob).started().finished(0).store(service)
    assert stats_of(model, alice).matches == 1 and stats_of(model, alice).matches_won == 1
    assert stats_of(model, bob).matches_lost == 1
    gin_ratings = model.ratings.get("gin", {})
    assert alice not in gin_ratings and bob not in gin_ratings
    assert model.leaderboard(10) == []
    MatchLog([alice, bob], created_at=T0 + timedelta(hours=1)).started().finished(0).store(service)
    fresh = glicko2.Rating()
    assert rating_of(model, alice) == glicko2.update(fresh, [(fresh, 1.0)])


def test_a_version_1_match_created_event_is_read_as_rated_without_hints(
    service: GinRummyService,
) -> None:
    """Events recorded before ``hints`` and ``rated`` existed (``Match.Created`` version 1,
    without those fields) are upcast when read: the match was rated and had no hints."""
    log = MatchLog(["p", None], rated=False)
    stored = service.mapper.to_stored_event(log.events[0])
    state = service.mapper.transcoder.decode(stored.state)
    assert state.pop("class_version") == 4 and state.pop("hints") is True
    for key in ("rated", "deal_limit", "reveals_held", "game"):  # since versions 2, 3 and 4
        state.pop(key)
    old = dataclasses.replace(stored, state=service.mapper.transcoder.encode(state))
    event = service.mapper.to_domain_event(old)
    assert event.hints is False and event.rated is True and event.game == "gin"
    match = event.mutate(None)
    assert match is not None and match.hints is False and match.rated is True

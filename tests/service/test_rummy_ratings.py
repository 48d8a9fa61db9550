"""Rummy's openskill ratings and statistics (``projections.rummy_ratings``,
``projections.rummy_statistics``): openskill's updates against its documented example and a
hand computation of Plackett-Luce, the ranking from the core's returns (ties share a rank), and
the folds of hand-written Rummy logs (a stalemate a loss for every seat; a replay bit for bit;
Gin's ratings untouched)."""

from __future__ import annotations

import math
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any
from uuid import UUID, uuid4

import pytest
from eventsourcing.domain import DomainEvent
from eventsourcing.utils import get_topic

from ginrummy.service.application import GinRummyService
from ginrummy.service.identity import Player
from ginrummy.service.projections import ReadModel, RummyStats
from ginrummy.service.projections.rummy_ratings import MODEL, SkillRating, ranks_of, update
from ginrummy.service.rummy import RummyMatch

# -- openskill's numbers, not the library's word for them --------------------------------------


def test_the_model_gives_openskill_s_documented_example() -> None:
    """openskill 6.2.0's README ("Limited Example"): four players at the default rating, two
    teams of two; the first team wins. Documented result: each winner
    ``PlackettLuceRating(mu=26.964294621803063, sigma=8.177962604389991)``, each loser
    ``mu=23.035705378196937`` with the same sigma. Our ``MODEL`` is that default model."""
    r = MODEL.rating
    [[a, b], [x, y]] = MODEL.rate([[r(), r()], [r(), r()]])
    for winner in (a, b):
        assert winner.mu == pytest.approx(26.964294621803063, abs=1e-12)
        assert winner.sigma == pytest.approx(8.177962604389991, abs=1e-12)
    for loser in (x, y):
        assert loser.mu == pytest.approx(23.035705378196937, abs=1e-12)
        assert loser.sigma == pytest.approx(8.177962604389991, abs=1e-12)


# Plackett-Luce by hand (Weng and Lin 2011, Algorithm 4), three players at openskill's default
# rating mu = 25, sigma = 25/3, beta = 25/6, tau = 25/300, each its own team:
#   s2 = sigma^2 + tau^2 = 625/9 + 1/144 = 69.451388888...   (tau is added before the match)
#   c = sqrt(3 (s2 + beta^2)) = sqrt(3 (69.4513888 + 17.3611111)) = 16.138076093512513
#   all mu equal, so exp(mu/c) is one number e, and C_q (the sum over the teams ranked at or
#   below q) is 3e, 2e, e; A_q is the number of teams sharing q's rank;
#   Omega_i = s2/c * sum_{q ranked at or above i} ([q = i] - e/C_q) / A_q
#   Delta_i = gamma s2/c^2 * sum_{q ranked at or above i} (e/C_q)(1 - e/C_q) / A_q,
#     gamma = sqrt(s2)/c
#   mu_i += Omega_i; sigma_i = sqrt(s2 (1 - Delta_i))
S2 = (25 / 3) ** 2 + (25 / 300) ** 2
C = math.sqrt(3 * (S2 + (25 / 6) ** 2))


def hand(omega_sum: float, delta_sum: float) -> tuple[float, float]:
    """mu and sigma after the match from the two sums above (the formula, for the docstrings'
    numbers)."""
    gamma = math.sqrt(S2) / C
    return 25 + S2 / C * omega_sum, math.sqrt(S2 * (1 - gamma * S2 / C**2 * delta_sum))


def test_a_three_seat_ranking_moves_ratings_as_computed_by_hand() -> None:
    """Returns by seat 4, -9, 5: ranks 2, 3, 1.
    - first (seat 2): q = first only, e/C = 1/3: Omega sum 2/3, Delta sum (1/3)(2/3) = 2/9:
      mu 27.869048680749426, sigma 8.205243377397995;
    - second (seat 0): -1/3 + (1 - 1/2) = 1/6; 2/9 + 1/4 = 17/36:
      mu 25.717262170187357, sigma 8.058224222802378;
    - last (seat 1): -1/3 - 1/2 + (1 - 1) = -5/6; 2/9 + 1/4 + 0 = 17/36:
      mu 21.413689149063217, sigma 8.058224222802378."""
    assert ranks_of([4.0, -9.0, 5.0]) == [2, 3, 1]
    after = update([SkillRating()] * 3, [2, 3, 1])
    expected = [
        (25.717262170187357, 8.058224222802378),
        (21.413689149063217, 8.058224222802378),
        (27.869048680749426, 8.205243377397995),
    ]
    assert hand(1 / 6, 17 / 36) == pytest.approx(expected[0], abs=1e-12)
    assert hand(-5 / 6, 17 / 36) == pytest.approx(expected[1], abs=1e-12)
    assert hand(2 / 3, 2 / 9) == pytest.approx(expected[2], abs=1e-12)
    for rating, (mu, sigma) in zip(after, expected, strict=True):
        assert rating.mu == pytest.approx(mu, abs=1e-12)
        assert rating.sigma == pytest.approx(sigma, abs=1e-12)
    # the ordinal the leaderboard ranks by
    assert after[2].ordinal == pytest.approx(27.869048680749426 - 3 * 8.205243377397995)


def test_seats_equal_in_points_share_a_rank_as_computed_by_hand() -> None:
    """Returns by seat 30, -15, -15: ranks 1, 2, 2 (A = 2 for the tied pair).
    - first: as above, mu 27.869048680749426, sigma 8.205243377397995;
    - each tied seat: -1/3 + (1 - 1/2)/2 - (1/2)/2 = -1/3; 2/9 + (1/4)/2 + (1/4)/2 = 17/36:
      mu 23.565475659625285, sigma 8.058224222802378 (both the same: a tie is symmetric)."""
    assert ranks_of([30.0, -15.0, -15.0]) == [1, 2, 2]
    after = update([SkillRating()] * 3, [1, 2, 2])
    assert hand(-1 / 3, 17 / 36) == pytest.approx((23.565475659625285, 8.058224222802378))
    assert (after[0].mu, after[0].sigma) == pytest.approx(
        (27.869048680749426, 8.205243377397995), abs=1e-12
    )
    for tied in after[1:]:
        assert (tied.mu, tied.sigma) == pytest.approx(
            (23.565475659625285, 8.058224222802378), abs=1e-12
        )
    # mu is conserved (the sums of Omega are zero)
    assert sum(r.mu for r in after) == pytest.approx(75.0, abs=1e-9)


@pytest.mark.parametrize(
    ("returns", "ranks"),
    [
        ([10.0, -10.0], [1, 2]),
        ([-10.0, 10.0], [2, 1]),
        ([0.0, 0.0, 0.0, 0.0], [1, 1, 1, 1]),
        ([-3.0, 9.0, -3.0, -3.0], [2, 1, 2, 2]),
        ([5.0, 5.0, -2.0, -8.0], [1, 1, 3, 4]),
    ],
)
def test_ranks_from_the_core_s_returns(returns: list[float], ranks: list[int]) -> None:
    assert ranks_of(returns) == ranks


# -- the folds of hand-written Rummy logs ----------------------------------------------------

T0 = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)


def record(service: GinRummyService, *events: DomainEvent) -> None:
    service.recorder.insert_events([service.mapper.to_stored_event(e) for e in events])


def register(service: GinRummyService, name: str) -> str:
    player_id = uuid4()
    record(
        service,
        Player.Registered(
            originator_id=player_id,
            originator_version=1,
            timestamp=T0,
            originator_topic=get_topic(Player),
            name=name,
            token_hash="0" * 64,
            token_scheme="sha256",
        ),
    )
    return str(player_id)


class RummyLog:
    """The projections' events of one Rummy match (no move: the folds read none)."""

    def __init__(self, players: list[str | None], bots: list[str | None]) -> None:
        self.id: UUID = uuid4()
        self.version = 1
        self.seats = len(players)
        self.scores = [0] * self.seats
        self.events: list[DomainEvent] = [
            RummyMatch.Created(
                originator_id=self.id,
                originator_version=1,
                timestamp=T0,
                originator_topic=get_topic(RummyMatch),
                options={"target_score": 50},
                players=list(players),
                bots=list(bots),
                created_by=next(p for p in players if p is not None),
                move_deadline_ms=None,
            )
        ]

    def _add(self, cls: type[DomainEvent], **body: Any) -> RummyLog:
        self.version += 1
        at = T0 + timedelta(seconds=self.version)
        self.events.append(
            cls(originator_id=self.id, originator_version=self.version, timestamp=at, **body)
        )
        return self

    def started(self) -> RummyLog:
        return self._add(RummyMatch.Started, seed=7, seed_salt="00", seed_commitment="11")

    def hand(self, winner: int | None, rummy: bool = False, points: int = 0) -> RummyLog:
        if winner is not None:
            self.scores[winner] += points
        end = {
            "winner": winner,
            "rummy": rummy,
            "stalemate": "turn_limit" if winner is None else None,
            "turns": 301 if winner is None else 12,
        }
        return self._add(
            RummyMatch.HandScored,
            hand=self.version,
            dealer=0,
            end=end,
            scores=list(self.scores),
            order=["As"],
            salt="22",
            rebuilds=[],
        )

    def finished(self, returns: list[float], winners: list[int]) -> RummyLog:
        standings = {"scores": self.scores, "target": 50, "over": True, "winners": winners}
        return self._add(
            RummyMatch.Finished,
            standings=standings,
            returns=returns,
            seed=7,
            seed_salt="00",
            forfeited=None,
        )


@pytest.fixture
def service(sqlite_service: GinRummyService) -> Iterator[GinRummyService]:
    yield sqlite_service


def test_hands_matches_rummies_and_stalemates_fold_into_each_side_s_statistics(
    service: GinRummyService,
) -> None:
    alice = register(service, "alice")
    bob = register(service, "bob")
    log = RummyLog([alice, bob, None], [None, None, "easy"]).started()
    log.hand(0, rummy=True, points=40).hand(None).hand(2, points=12).hand(0, points=15)
    log.finished([50.0, -27.5, -22.5], [0])
    record(service, *log.events)
    model = ReadModel(service.store, poll_interval=60.0)
    model.catch_up()
    assert model.rummy_statistics.of(alice) == RummyStats(
        matches=1, matches_won=1, hands=4, hands_won=2, hands_lost=2, rummies=1, stalemates=1
    )
    assert model.rummy_statistics.of(bob) == RummyStats(
        matches=1, matches_lost=1, hands=4, hands_lost=4, stalemates=1
    )
    assert model.rummy_statistics.of("bot:easy") == RummyStats(
        matches=1, matches_lost=1, hands=4, hands_won=1, hands_lost=3, stalemates=1
    )
    # the ratings: ranks 1, 3, 2 from the returns
    expected = update([SkillRating()] * 3, [1, 3, 2])
    assert [model.rummy_ratings.of(k) for k in (alice, bob, "bot:easy")] == expected
    board = model.rummy_leaderboard(10)
    assert [e["player_id"] for e in board] == [alice, "bot:easy", bob]
    assert [e["rank"] for e in board] == [1, 2, 3]
    assert board[0]["name"] == "alice" and board[0]["matches"] == 1
    # Rummy touches no Gin table
    assert model.leaderboard(10) == [] and model.stats == {}
    profile = model.profile(UUID(alice))
    assert profile["games"]["rummy"]["rating"] == expected[0].to_dict()
    assert profile["games"]["gin"]["rating"] == profile["rating"]
    assert profile["rating"] == {"rating": 1500.0, "deviation": 350.0, "volatility": 0.06}


def test_a_replay_of_the_log_gives_every_rating_bit_for_bit(service: GinRummyService) -> None:
    people = [register(service, name) for name in ("ann", "ben", "cat", "dan")]
    model = ReadModel(service.store, poll_interval=60.0)
    returns = [[30.0, -10.0, -10.0, -10.0], [-5.0, 15.0, -5.0, -5.0], [8.0, 8.0, -8.0, -8.0]]
    for i, result in enumerate(returns):
        seated = people[i:] + people[:i]
        log = RummyLog(list(seated), [None] * 4).started().hand(0, points=30)
        record(service, *log.finished(result, [result.index(max(result))]).events)
        model.catch_up()
    replayed = ReadModel(service.store, poll_interval=60.0)
    replayed.catch_up()
    assert replayed.export()["rummy_ratings"] == model.export()["rummy_ratings"]
    assert replayed.export()["rummy_stats"] == model.export()["rummy_stats"]
    # and a fold by hand, match by match, gives the same floats
    ratings = {p: SkillRating() for p in people}
    for i, result in enumerate(returns):
        seated = people[i:] + people[:i]
        after = update([ratings[p] for p in seated], ranks_of(result))
        ratings.update(zip(seated, after, strict=True))
    assert {p: model.rummy_ratings.of(p) for p in people} == ratings


def test_a_bot_level_in_several_seats_keeps_its_rating_and_rates_the_others(
    service: GinRummyService,
) -> None:
    alice = register(service, "alice")
    log = RummyLog([alice, None, None, None], [None, "easy", "easy", "medium"]).started()
    record(service, *log.hand(0, points=60).finished([40.0, -20.0, -10.0, -10.0], [0]).events)
    model = ReadModel(service.store, poll_interval=60.0)
    model.catch_up()
    after = update([SkillRating()] * 4, [1, 4, 2, 2])
    assert model.rummy_ratings.of(alice) == after[0]
    assert model.rummy_ratings.of("bot:medium") == after[3]
    assert "bot:easy" not in model.rummy_ratings.ratings
    # its statistics count each seat it held
    assert model.rummy_statistics.of("bot:easy").matches == 2

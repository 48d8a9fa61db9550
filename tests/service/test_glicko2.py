"""Glicko-2 (``ginrummy.service.glicko2``) against Mark Glickman's worked example.

"Example of the Glicko-2 system" (Glickman, 2013): a player rated 1500, RD 200, volatility
0.06 plays opponents 1400 (RD 30), 1550 (RD 100) and 1700 (RD 300), winning the first and
losing the others, with τ = 0.5. The paper's published figures are r' = 1464.06,
RD' = 151.52, sigma' = 0.05999 (and, on the way, g(φ_j) = 0.9955, 0.9531, 0.7242 and
E = 0.639, 0.432, 0.303).

Tolerances: the paper carries 4 decimals through the Glicko-2 scale, e.g. μ' = -0.2069 and
φ' = 0.8722, so its r' and RD' are off by up to 0.00005 * 173.7178 ≈ 0.009 plus their own
rounding (0.005): we allow 0.015. sigma' is printed to 5 decimals: we allow 1e-5. The step-3
figures are allowed half a unit of their last printed digit.
"""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ginrummy.service import glicko2
from ginrummy.service.glicko2 import Rating, update

# -- the coupling to private names, in one place -------------------------------------------------
g_of = glicko2._g  # g(φ)
expected_score = glicko2._e  # E(μ, μ_j, φ_j)

PAPER_SCALE = 173.7178  # the paper's conversion factor between the scales
PAPER_TAU = 0.5

PLAYER = Rating(1500.0, 200.0, 0.06)
OPPONENTS = [Rating(1400.0, 30.0), Rating(1550.0, 100.0), Rating(1700.0, 300.0)]
SCORES = [1.0, 0.0, 0.0]


def test_the_paper_worked_example() -> None:
    new = update(PLAYER, list(zip(OPPONENTS, SCORES, strict=True)), tau=PAPER_TAU)
    assert new.rating == pytest.approx(1464.06, abs=0.015)
    assert new.deviation == pytest.approx(151.52, abs=0.015)
    assert new.volatility == pytest.approx(0.05999, abs=1e-5)


def test_the_paper_step_3_figures() -> None:
    mu = (PLAYER.rating - 1500) / PAPER_SCALE
    gs = [g_of(o.deviation / PAPER_SCALE) for o in OPPONENTS]
    es = [
        expected_score(mu, (o.rating - 1500) / PAPER_SCALE, o.deviation / PAPER_SCALE)
        for o in OPPONENTS
    ]
    assert gs == pytest.approx([0.9955, 0.9531, 0.7242], abs=0.00005)
    assert es == pytest.approx([0.639, 0.432, 0.303], abs=0.0005)


def test_the_module_scale_is_the_paper_s() -> None:
    assert pytest.approx(PAPER_SCALE) == glicko2.SCALE


def test_the_order_of_the_games_in_a_period_does_not_matter() -> None:
    games = list(zip(OPPONENTS, SCORES, strict=True))
    forward = update(PLAYER, games, tau=PAPER_TAU)
    backward = update(PLAYER, games[::-1], tau=PAPER_TAU)
    assert backward.rating == pytest.approx(forward.rating, abs=1e-9)
    assert backward.deviation == pytest.approx(forward.deviation, abs=1e-9)
    assert backward.volatility == pytest.approx(forward.volatility, abs=1e-9)


def test_a_period_without_games_only_grows_the_deviation() -> None:
    """The paper's step 6 for a player who does not compete: rating and volatility stay,
    φ' = φ* = sqrt(φ² + σ²)."""
    phi = PLAYER.deviation / PAPER_SCALE
    expected_rd = math.sqrt(phi * phi + PLAYER.volatility**2) * PAPER_SCALE
    idle = update(PLAYER, [], tau=PAPER_TAU)
    assert idle.rating == PLAYER.rating
    assert idle.volatility == PLAYER.volatility
    assert idle.deviation == pytest.approx(expected_rd, rel=1e-6)
    assert idle.deviation > PLAYER.deviation


def test_an_idle_deviation_is_capped_at_the_default() -> None:
    """Not in the paper: the module caps an idle player's RD at a new player's (350)."""
    player = Rating(1620.0, glicko2.DEFAULT_DEVIATION - 0.1, 0.09)
    phi = player.deviation / PAPER_SCALE
    assert math.sqrt(phi * phi + player.volatility**2) * PAPER_SCALE > glicko2.DEFAULT_DEVIATION
    idle = update(player, [], tau=PAPER_TAU)
    assert idle.deviation == glicko2.DEFAULT_DEVIATION
    assert idle.rating == 1620.0 and idle.volatility == 0.09


ratings = st.builds(
    Rating,
    st.floats(800.0, 2800.0),
    st.floats(30.0, 350.0),
    st.floats(0.03, 0.1),
)


@given(ratings, ratings)
def test_a_win_never_lowers_a_rating_and_a_loss_never_raises_it(
    player: Rating, opponent: Rating
) -> None:
    """Step 7: mu' - mu has the sign of the score minus its expectation (a win scores above
    any expectation, a loss below), and phi' < phi* = sqrt(phi^2 + sigma'^2)."""
    won = update(player, [(opponent, 1.0)], tau=PAPER_TAU)
    lost = update(player, [(opponent, 0.0)], tau=PAPER_TAU)
    assert won.rating > player.rating > lost.rating
    phi = player.deviation / PAPER_SCALE
    for new in (won, lost):
        phi_star = math.sqrt(phi * phi + new.volatility**2)
        assert new.deviation < phi_star * PAPER_SCALE


@given(ratings, ratings, st.sampled_from([0.0, 0.5, 1.0]), st.floats(0.3, 1.2))
def test_one_game_satisfies_the_paper_s_equations(
    player: Rating, opponent: Rating, score: float, tau: float
) -> None:
    """For any one game, the outputs satisfy the paper's steps 3 to 7: ln(sigma'^2) is a root
    of f (step 5, within the iteration's 1e-6), phi' = 1 / sqrt(1 / (phi^2 + sigma'^2) + 1 / v)
    and mu' = mu + phi'^2 g(phi_j) (s - E)."""
    new = update(player, [(opponent, score)], tau=tau)
    mu, phi, sigma = (
        (player.rating - 1500) / PAPER_SCALE,
        player.deviation / PAPER_SCALE,
        player.volatility,
    )
    mu_j, phi_j = (opponent.rating - 1500) / PAPER_SCALE, opponent.deviation / PAPER_SCALE
    g = 1 / math.sqrt(1 + 3 * phi_j**2 / math.pi**2)
    e = 1 / (1 + math.exp(-g * (mu - mu_j)))
    v = 1 / (g * g * e * (1 - e))
    delta = v * g * (score - e)
    a = math.log(sigma**2)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta**2 - phi**2 - v - ex) / (2 * (phi**2 + v + ex) ** 2) - (x - a) / tau**2

    x = math.log(new.volatility**2)
    assert f(x - 1e-5) * f(x + 1e-5) <= 0, "ln(sigma'^2) is not the root of f"
    phi_new = 1 / math.sqrt(1 / (phi**2 + new.volatility**2) + 1 / v)
    assert new.deviation == pytest.approx(phi_new * PAPER_SCALE, rel=1e-9)
    mu_new = mu + phi_new**2 * g * (score - e)
    assert new.rating == pytest.approx(mu_new * PAPER_SCALE + 1500, abs=1e-7)


def test_tau_bounds_the_change_of_volatility() -> None:
    """The paper: "smaller values of tau prevent the volatility measures from changing by
    large amounts". An upset (a steady player beats three far stronger ones) moves sigma
    more under tau = 1.2 than under tau = 0.3."""
    steady = Rating(1500.0, 50.0, 0.06)
    upset = [(Rating(2300.0, 30.0), 1.0)] * 3
    low = update(steady, upset, tau=0.3)
    high = update(steady, upset, tau=1.2)
    assert high.volatility - steady.volatility > low.volatility - steady.volatility > 0

"""The built-in bots' levels as HTTP bots: ``ginrummy-bot --level expert`` (Gin) and
``ginrummy-bot --rummy-level expert`` (Rummy).

A level decides on the seat's view exactly as the server's built-in bot decides on its own
observation, through the rules core (the ``ginrummy`` package of this repository, which must be
installed for ``--level`` and ``--rummy-level``). A Rummy level also reads the match's options
(the runner hands it the match: :meth:`RummyLevel.act_on`)."""

from __future__ import annotations

import random
from typing import Any

from ginrummy_bot.runner import Act
from ginrummy_client.models import RummyMatch, RummySeatView, SeatView

# What the view adds to the core's observation.
_NOT_OBSERVED = ("arrangement", "legal_actions", "knock_arrangements", "end")


def _core(option: str) -> Any:
    try:
        from ginrummy import _core
    except ImportError as error:  # pragma: no cover - depends on the installation
        raise SystemExit(
            f"{option} needs the rules core: `pip install .` at the root of the ginrummy repository"
        ) from error
    return _core


def level_policy(level: str, seed: int | None = None) -> Act:
    """``act`` of the built-in bot ``level`` (``beginner``, ``easy``, ``medium``, ``expert``)."""
    _core("--level")
    from ginrummy import core

    core.Bot(level, seed=0)  # an unknown level fails here, before any match
    rng = random.Random(seed)

    def act(view: SeatView) -> dict[str, Any]:
        observed = {k: v for k, v in view.to_dict().items() if k not in _NOT_OBSERVED}
        observation = core.Observation.from_dict(observed)
        action: dict[str, Any] = (
            core.Bot(level, seed=rng.getrandbits(64)).act(observation).to_dict()
        )
        return action

    return act


class RummyLevel:
    """A built-in Rummy level as the runner's Rummy bot: on each action it decides from the
    seat's view (the core's observation and its legal actions) and the match's options, as the
    server's built-in bot of that level decides on its own seat (``rummy.bot_choose``)."""

    def __init__(self, level: str, seed: int | None = None) -> None:
        self.rummy = _core("--rummy-level").rummy
        if level not in self.rummy.bot_levels():
            levels = ", ".join(self.rummy.bot_levels())
            raise SystemExit(f"--rummy-level {level!r}: one of {levels}")
        self.level = level
        self.rng = random.Random(seed)

    def act_on(self, match: RummyMatch, view: RummySeatView) -> dict[str, Any]:
        """The action of the seat's view in ``match`` (its options)."""
        observed = view.to_dict()
        legal = observed.pop("legal_actions")
        options = match.options.to_dict()
        action: dict[str, Any] = self.rummy.bot_choose(
            self.level, self.rng.getrandbits(64), options, observed, legal
        )
        return action

    def __call__(self, view: RummySeatView) -> dict[str, Any]:
        """Without the match: the options are unknown, so a level cannot decide."""
        raise ValueError("a built-in Rummy level decides with the match's options: act_on")

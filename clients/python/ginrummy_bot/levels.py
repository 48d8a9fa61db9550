"""The built-in bots' levels as HTTP bots: ``ginrummy-bot --level expert``.

A level decides on the seat's view exactly as the server's built-in bot decides on its own
observation, through the rules core (the ``ginrummy`` package of this repository, which must be
installed for ``--level``)."""

from __future__ import annotations

import random
from typing import Any

from ginrummy_bot.runner import Act
from ginrummy_client.models import SeatView

# What the view adds to the core's observation.
_NOT_OBSERVED = ("arrangement", "legal_actions", "knock_arrangements", "end")


def level_policy(level: str, seed: int | None = None) -> Act:
    """``act`` of the built-in bot ``level`` (``beginner``, ``easy``, ``medium``, ``expert``)."""
    try:
        from ginrummy import core
    except ImportError as error:  # pragma: no cover - depends on the installation
        raise SystemExit(
            "--level needs the rules core: `pip install .` at the root of the ginrummy repository"
        ) from error
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

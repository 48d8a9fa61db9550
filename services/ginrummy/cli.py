"""The ``ginrummy`` command.

``ginrummy demo`` plays a visible match between two bots in the terminal.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from rich.console import Console

from ginrummy import core

Policy = Callable[[core.Observation], core.Action]


def greedy_policy(observation: core.Observation) -> core.Action:
    """A plain greedy player: keep the hand with the least deadwood, knock as soon as allowed.

    Used by the demo until the bots of ``ginrummy.core`` choose instead.
    """
    legal = observation.legal_actions()
    obs = observation.to_dict()
    hand: list[str] = obs["hand"]
    by_kind: dict[str, list[core.Action]] = {}
    for action in legal:
        by_kind.setdefault(action.kind, []).append(action)

    def kept_deadwood(action: core.Action) -> int:
        card = action.to_dict().get("card") or action.to_dict().get("discard")
        return core.deadwood([c for c in hand if c != card])

    if "big_gin" in by_kind:
        return by_kind["big_gin"][0]
    if "knock" in by_kind:
        return min(by_kind["knock"], key=kept_deadwood)
    if "discard" in by_kind:
        return min(by_kind["discard"], key=kept_deadwood)
    top = _top_of_pile(obs)
    if top is not None and ("take_upcard" in by_kind or "draw_discard" in by_kind):
        improves = core.deadwood([*hand, top]) < core.deadwood(hand)
        if improves:
            return (by_kind.get("take_upcard") or by_kind["draw_discard"])[0]
    for kind in ("pass_upcard", "draw_stock", "lay_off", "finish_layoff"):
        if kind in by_kind:
            return by_kind[kind][0]
    return legal[0]


def _top_of_pile(obs: dict[str, Any]) -> str | None:
    pile = [d["card"] for d in obs["discards"] if d.get("taken_by") is None]
    return pile[-1] if pile else None


def play_demo(seed: int, delay: float, console: Console) -> dict[str, Any]:
    """Plays one match between two bots, printing every move; returns the match result."""
    match = core.Match(core.Rules(), seed=seed)
    policies: list[Policy] = [greedy_policy, greedy_policy]
    names = ["North", "South"]
    deals_seen = 0
    console.rule(f"[bold]ginrummy demo[/bold] — match seed {seed}")
    while not match.is_over:
        seat = match.to_act
        assert seat is not None
        observation = match.observation(seat)
        action = policies[seat](observation)
        obs = observation.to_dict()
        hand = " ".join(obs["hand"])
        console.print(
            f"[dim]{names[seat]:>5}[/dim] [cyan]{hand:<33}[/cyan] "
            f"deadwood {core.deadwood(obs['hand']):>3}  → [bold]{action}[/bold]"
        )
        match.apply(action)
        finished = match.deals()
        if len(finished) > deals_seen:
            for record in finished[deals_seen:]:
                console.print(f"[yellow]deal over:[/yellow] {_describe_outcome(record, names)}")
            deals_seen = len(finished)
            north, south = match.scores
            console.print(f"[bold]score[/bold] North {north} — South {south}")
            console.rule()
        if delay:
            time.sleep(delay)
    result = match.result
    assert result is not None
    console.print(f"[bold green]match over[/bold green]: {result}")
    return result


def _describe_outcome(record: dict[str, Any], names: Sequence[str]) -> str:
    outcome = record.get("outcome", record)
    kind = outcome.get("kind")
    winner = outcome.get("winner")
    points = outcome.get("points", 0)
    if winner is None:
        return f"{kind}, nobody scores"
    return f"{kind}: {names[winner]} scores {points}"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="ginrummy", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    demo = sub.add_parser("demo", help="watch two bots play a match in the terminal")
    demo.add_argument("--seed", type=int, default=int(time.time()) % 100_000)
    demo.add_argument("--delay", type=float, default=0.05, help="seconds between moves")
    args = parser.parse_args(argv)
    console = Console()
    if args.command == "demo":
        play_demo(args.seed, args.delay, console)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""``ginrummy demo``: watch two bots play a match in the terminal."""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence
from typing import Any

from rich.console import Console

from ginrummy import core
from ginrummy.cli.sim import LEVELS


def play_demo(
    seed: int, delay: float, console: Console, levels: Sequence[str] = ("medium", "expert")
) -> dict[str, Any]:
    """Plays one match between two bots, printing every move; returns the match result."""
    match = core.Match(core.Rules(), seed=seed)
    bots = [core.Bot(level, seed=seed * 2 + i) for i, level in enumerate(levels)]
    names = [f"North ({levels[0]})", f"South ({levels[1]})"]
    deals_seen = 0
    console.rule(f"[bold]ginrummy demo[/bold] — match seed {seed}")
    while not match.is_over:
        seat = match.to_act
        assert seat is not None
        observation = match.observation(seat)
        action = bots[seat].act(observation)
        obs = observation.to_dict()
        hand = " ".join(obs["hand"])
        console.print(
            f"[dim]{names[seat].split()[0]:>5}[/dim] [cyan]{hand:<33}[/cyan] "
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


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    demo = sub.add_parser("demo", help="watch two bots play a match in the terminal")
    demo.add_argument("--seed", type=int, default=int(time.time()) % 100_000)
    demo.add_argument("--delay", type=float, default=0.05, help="seconds between moves")
    demo.add_argument("--north", choices=LEVELS, default="medium", help="level of seat 0")
    demo.add_argument("--south", choices=LEVELS, default="expert", help="level of seat 1")
    demo.set_defaults(run=_run)


def _run(args: argparse.Namespace, console: Console) -> int:
    play_demo(args.seed, args.delay, console, (args.north, args.south))
    return 0

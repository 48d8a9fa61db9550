"""``ginrummy-bot``: host a bot on the ginrummy API.

    ginrummy-bot --url http://127.0.0.1:8000 --token TOKEN --play mybot:act --join-open
    ginrummy-bot --url URL --token TOKEN --level expert --create-open 2
    ginrummy-bot --token TOKEN --play mybot:act --play-rummy clients/examples/rummy_bot.py:act
    ginrummy-bot --token TOKEN --rummy-level medium --game rummy --join-open
    ginrummy-bot --token TOKEN --play-rummy rummybot:act --game rummy --create-open 1 --seats 4

``--play module:function`` names the bot (``act(view) -> action``; ``module`` may also be a
path to a ``.py`` file); ``--level`` hosts a built-in level instead. ``--play-rummy`` names the
bot of the player's Rummy matches (``act(view) -> action`` on a ``RummySeatView``),
``--rummy-level`` hosts a built-in Rummy level instead; either game's bot may be given alone.
``--join-open`` and ``--create-open`` use the lobby of ``--game``: Gin's (the default; created
with ``--rules``) or Rummy's (which needs a Rummy bot; created with ``--seats`` 2 to 4, the
player's first and the others open, and ``--options``). ``--seed`` seeds a level's choices.
The token may come from ``GINRUMMY_TOKEN``.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import json
import logging
import os
import signal
import sys
from pathlib import Path
from types import FrameType
from typing import cast

from ginrummy_bot.runner import Act, Options, RummyAct, Runner


def load_play(spec: str) -> Act:
    """``module:function`` or ``path/to/file.py:function``."""
    return cast(Act, load_function(spec, "--play"))


def load_rummy(spec: str) -> RummyAct:
    """``--play-rummy``: as ``--play``."""
    return cast(RummyAct, load_function(spec, "--play-rummy"))


def load_function(spec: str, option: str) -> object:
    """The function ``module:function`` or ``path/to/file.py:function`` names."""
    module_name, sep, function = spec.rpartition(":")
    if not sep or not module_name or not function:
        raise SystemExit(f"{option} {spec!r}: expected module:function")
    if module_name.endswith(".py"):
        path = Path(module_name)
        loaded = importlib.util.spec_from_file_location(path.stem, path)
        if loaded is None or loaded.loader is None:
            raise SystemExit(f"{option}: cannot load {path}")
        module = importlib.util.module_from_spec(loaded)
        loaded.loader.exec_module(module)
    else:
        sys.path.insert(0, os.getcwd())
        module = importlib.import_module(module_name)
    act = getattr(module, function, None)
    if not callable(act):
        raise SystemExit(f"{option}: {module_name} has no function {function}")
    return act


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="ginrummy-bot",
        description=(__doc__ or "").split("\n\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--url", default=os.environ.get("GINRUMMY_URL", "http://127.0.0.1:8000"))
    p.add_argument("--token", default=os.environ.get("GINRUMMY_TOKEN"), help="a bearer token")
    who = p.add_mutually_exclusive_group()
    who.add_argument("--play", metavar="MODULE:FUNCTION", help="the bot: act(view) -> action")
    who.add_argument("--level", help="host a built-in level (beginner, easy, medium, expert)")
    rummy_who = p.add_mutually_exclusive_group()
    rummy_who.add_argument(
        "--play-rummy", metavar="MODULE:FUNCTION", help="the Rummy bot: act(view) -> action"
    )
    rummy_who.add_argument(
        "--rummy-level", help="host a built-in Rummy level (beginner, easy, medium, expert)"
    )
    p.add_argument("--seed", type=int, default=None, help="the seed of a level's choices")
    p.add_argument("--join-open", action="store_true", help="join other players' open matches")
    p.add_argument("--join-from", metavar="PLAYER", help="join only this player's (id or name)")
    p.add_argument(
        "--create-open", type=int, default=0, metavar="N", help="keep N own matches open or live"
    )
    p.add_argument(
        "--game",
        choices=("gin", "rummy"),
        default="gin",
        help="whose lobby --join-open and --create-open use (default: gin)",
    )
    p.add_argument(
        "--rules", type=json.loads, default=None, help="rules of created Gin matches (JSON)"
    )
    p.add_argument(
        "--seats",
        type=int,
        default=None,
        metavar="N",
        help="seats of created Rummy matches, 2 to 4 (default 2): yours, then open ones",
    )
    p.add_argument(
        "--options",
        type=json.loads,
        default=None,
        help="options of created Rummy matches (JSON, e.g. '{\"jokers\": 2}')",
    )
    p.add_argument("--matches", type=int, default=None, help="stop after N finished matches")
    p.add_argument("-v", "--verbose", action="count", default=0)
    return p


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    logging.basicConfig(
        level=logging.WARNING - 10 * min(args.verbose, 2),
        format="%(asctime)s %(levelname)s %(message)s",
    )
    if not args.token:
        raise SystemExit("--token (or GINRUMMY_TOKEN) is required: POST /players gives one")
    if not (args.play or args.level or args.play_rummy or args.rummy_level):
        raise SystemExit("one of --play, --level, --play-rummy or --rummy-level is required")
    act: Act | None = None
    if args.level:
        from ginrummy_bot.levels import level_policy

        act = level_policy(args.level, args.seed)
    elif args.play:
        act = load_play(args.play)
    rummy_act: RummyAct | None = None
    if args.rummy_level:
        from ginrummy_bot.levels import RummyLevel

        rummy_act = RummyLevel(args.rummy_level, args.seed)
    elif args.play_rummy:
        rummy_act = load_rummy(args.play_rummy)
    options = Options(
        join_open=args.join_open or args.join_from is not None,
        join_from=args.join_from,
        create_open=args.create_open,
        rules=args.rules,
        matches=args.matches,
        game=args.game,
        seats=2 if args.seats is None else args.seats,
        options=args.options,
    )
    uses_lobby = options.join_open or options.create_open > 0
    if args.game == "gin" and args.seats not in (None, 2):
        raise SystemExit("--seats: a Gin match has 2 seats (Rummy's 2 to 4: --game rummy)")
    if args.game == "rummy" and uses_lobby and rummy_act is None:
        raise SystemExit(
            "--game rummy plays the matches it joins or creates: give --play-rummy or --rummy-level"
        )
    if args.game == "gin" and uses_lobby and act is None:
        raise SystemExit("--game gin plays the matches it joins or creates: give --play or --level")
    try:
        runner = Runner(args.url, args.token, act, options, rummy_act=rummy_act)
    except ValueError as error:
        raise SystemExit(f"ginrummy-bot: {error}") from None

    def stop(signum: int, frame: FrameType | None) -> None:
        runner.stop()

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    try:
        stats = runner.run()
    finally:
        runner.close()
    print(
        f"finished {len(stats.finished)} match(es); {len(stats.applied)} actions, "
        f"{stats.conflicts} conflicts, {stats.rate_limited} rate-limited, "
        f"{stats.network_retries} network retries, {stats.stream_connects} stream connections, "
        f"{len(stats.errors)} errors",
        file=sys.stderr,
    )
    return 1 if stats.errors else 0


if __name__ == "__main__":
    sys.exit(main())

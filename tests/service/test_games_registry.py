"""The game registry describes each game from its core, once."""

from __future__ import annotations

import pytest

from ginrummy import _core, core
from ginrummy.service.bots import available_levels
from ginrummy.service.games import (
    DEFAULT_GAME,
    GAMES,
    ElsewhereError,
    Feature,
    UnknownGameError,
    game,
    match_game,
    played_at_matches,
    rummy_options,
)


def test_gin_is_the_default_and_described_by_its_core() -> None:
    gin = game(DEFAULT_GAME)
    assert gin.name == "gin" and list(GAMES) == ["gin", "rummy"]
    assert gin.paths == "/matches" and played_at_matches() == [gin]
    assert (gin.min_seats, gin.max_seats) == (_core.gin.SEATS, _core.gin.SEATS) == (2, 2)
    assert [o.name for o in gin.rule_options] == [o["name"] for o in core.Rules.options()]
    target = gin.option("target_score")
    assert (target.minimum, target.maximum, target.default) == (10, 1000, 100)
    assert gin.option("variant").choices == ("classic", "oklahoma", "straight", "hollywood")
    assert [k.name for k in gin.action_kinds] == [k["name"] for k in _core.gin.action_kinds()]
    assert gin.action_kind("draw_stock").records[0].secret == {
        "from": "others",
        "until": "deal_end",
    }
    assert list(gin.bot_levels) == available_levels()
    assert all(gin.supports(feature) for feature in Feature)
    assert gin.seats_allowed(2) and not gin.seats_allowed(3)


def test_rummy_is_described_by_its_core_and_played_at_its_own_paths() -> None:
    rummy = game("rummy")
    assert (rummy.min_seats, rummy.max_seats) == (_core.rummy.MIN_SEATS, _core.rummy.MAX_SEATS)
    assert (rummy.min_seats, rummy.max_seats) == (2, 4)
    assert [o.name for o in rummy.rule_options] == [o["name"] for o in _core.rummy.options(4)]
    assert rummy.option("jokers").kind == "int_choice"
    assert rummy.option("jokers").choices == (0, 2)
    assert (
        list(rummy.bot_levels)
        == _core.rummy.bot_levels()
        == ["beginner", "easy", "medium", "expert"]
    )
    assert [k.event for k in rummy.action_kinds] == [k["event"] for k in _core.rummy.action_kinds()]
    assert rummy.seat_secrets == {"DrewStock": ("card",)}
    assert rummy.paths == "/rummy/matches" and rummy.features == {Feature.TOURNAMENTS}
    assert [rummy.seats_allowed(n) for n in range(1, 6)] == [False, True, True, True, False]
    targets = [
        next(o.default for o in rummy_options(n) if o.name == "target_score") for n in (2, 3, 4)
    ]
    assert targets == [100, 150, 200]
    with pytest.raises(ElsewhereError, match="/rummy/matches"):
        match_game("rummy")
    assert match_game("gin") is game("gin")


def test_an_unknown_game_names_the_games() -> None:
    with pytest.raises(UnknownGameError, match=r"'chess'.*gin"):
        game("chess")
    with pytest.raises(KeyError):
        game("gin").option("no_such_option")

"""The game registry describes each game from its core, once."""

from __future__ import annotations

import pytest

from ginrummy import _core, core
from ginrummy.service.bots import available_levels
from ginrummy.service.games import DEFAULT_GAME, GAMES, Feature, UnknownGameError, game


def test_gin_is_the_default_and_described_by_its_core() -> None:
    gin = game(DEFAULT_GAME)
    assert gin.name == "gin" and list(GAMES) == ["gin"]
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


def test_an_unknown_game_names_the_games() -> None:
    with pytest.raises(UnknownGameError, match=r"'chess'.*gin"):
        game("chess")
    with pytest.raises(KeyError):
        game("gin").option("no_such_option")

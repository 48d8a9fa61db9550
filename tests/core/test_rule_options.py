"""`Rules.options()`: every rule option with the very ranges `Rules(...)` enforces."""

from __future__ import annotations

from typing import Any

import pytest

from ginrummy import core

OPTIONS = core.Rules.options()


def test_options_describe_every_field_with_its_default() -> None:
    defaults = core.Rules().to_dict()
    assert [o["name"] for o in OPTIONS] == list(defaults)
    for o in OPTIONS:
        assert o["default"] == defaults[o["name"]], o
        assert o["kind"] in ("int", "bool", "choice")
        assert isinstance(o["description"], str) and o["description"]
        keys = {"name", "kind", "default", "description"}
        if o["kind"] == "int":
            keys |= {"minimum", "maximum"}
            assert o["minimum"] <= o["default"] <= o["maximum"]
        elif o["kind"] == "choice":
            keys.add("choices")
            assert o["default"] in o["choices"]
        assert set(o) == keys


@pytest.mark.parametrize("option", OPTIONS, ids=[o["name"] for o in OPTIONS])
def test_bounds_are_enforced(option: dict[str, Any]) -> None:
    name = option["name"]
    good: list[Any]
    bad: list[Any]
    if option["kind"] == "int":
        good = [option["minimum"], option["maximum"]]
        bad = [option["minimum"] - 1, option["maximum"] + 1]
    elif option["kind"] == "bool":
        good, bad = [True, False], [1, "yes"]
    else:
        good, bad = option["choices"], ["bogus", 1]
    for value in good:
        assert core.Rules(**{name: value}).to_dict()[name] == value
    for value in bad:
        with pytest.raises(core.InvalidRulesError):
            core.Rules(**{name: value})


def test_known_ranges() -> None:
    by_name = {o["name"]: o for o in OPTIONS}
    assert (by_name["knock_limit"]["minimum"], by_name["knock_limit"]["maximum"]) == (0, 10)
    assert (by_name["target_score"]["minimum"], by_name["target_score"]["maximum"]) == (10, 1000)
    assert by_name["variant"]["choices"] == ["classic", "oklahoma", "straight", "hollywood"]
    assert by_name["stock_exhaustion"]["choices"] == ["draw", "reshuffle"]

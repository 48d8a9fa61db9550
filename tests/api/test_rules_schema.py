"""The API's rules are the core's: one definition (``core.Rules.options()``), and the schema
that the OpenAPI document publishes agrees with ``core.Rules()`` and its validation."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ginrummy import core

ROOT = Path(__file__).resolve().parents[2]
DOC = json.loads((ROOT / "openapi" / "openapi.json").read_text())
RULES = DOC["components"]["schemas"]["Rules"]["properties"]
RULES_OUT = DOC["components"]["schemas"]["RulesOut"]


def test_the_schema_defaults_and_ranges_are_the_cores() -> None:
    defaults = core.Rules().to_dict()
    assert set(RULES) == set(defaults) == set(RULES_OUT["properties"])
    assert set(RULES_OUT["required"]) == set(defaults)
    for name, schema in RULES.items():
        assert schema["default"] == defaults[name], name
        if schema.get("type") == "integer":
            for bound in ("minimum", "maximum"):
                edge = schema[bound]
                core.Rules(**{name: edge})  # the bound itself is allowed
                past = edge - 1 if bound == "minimum" else edge + 1
                with pytest.raises(core.InvalidRulesError):
                    core.Rules(**{name: past})
        elif "enum" in schema:
            for choice in schema["enum"]:
                core.Rules(**{name: choice})
            with pytest.raises(core.InvalidRulesError):
                core.Rules(**{name: "no-such-choice"})
            assert RULES_OUT["properties"][name]["enum"] == schema["enum"]


@pytest.mark.parametrize(
    "option",
    [o for o in core.Rules.options() if o["kind"] == "int"],
    ids=lambda o: str(o["name"]),
)
def test_each_option_is_refused_past_its_range_by_the_api(
    option: dict[str, Any], client: Any
) -> None:
    from api.helpers import register

    _, a = register(client)
    for value in (option["minimum"] - 1, option["maximum"] + 1):
        r = client.post("/matches", json={"rules": {option["name"]: value}}, headers=a)
        assert r.status_code == 400, r.text
        assert r.json()["errors"][0]["key"] == f"rules.{option['name']}"

"""The core's table of Gin's action kinds (``ginrummy._core.gin.action_kinds()``) against every
Python table that restates it: the domain's events (``ACTION_EVENTS``), the API's ``ACTION_TYPES``,
action Structs and event Structs, the views' secrets, and the export and audit maps. Any drift
(a kind, a field, a field's type, optionality or secrecy, an event name) fails here; the
order of a Struct's fields is not part of it (JSON objects are unordered).

The Python modules are only read, not changed: the table is the one written in
``core_rs/rules/src/vocabulary.rs``.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from typing import Annotated, Any

import msgspec
import pytest

from api import helpers as api_helpers
from clients import conftest as clients_conftest
from ginrummy import _core, core
from ginrummy.api import schemas
from ginrummy.service import audit, match, views

KINDS: list[dict[str, Any]] = _core.gin.action_kinds()
NAMES = [k["name"] for k in KINDS]
SECRET = {"from": "others", "until": "deal_end"}


def public_event(kind: dict[str, Any]) -> str:
    """The event's public type in the API (``DrewStock`` -> ``drew_stock``)."""
    return views.snake(kind["event"])


def strip(annotation: Any) -> Any:
    """The annotation without ``| None`` and ``Annotated[...]``."""
    args = [a for a in typing.get_args(annotation) if a is not type(None)]
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        assert len(args) == 1, annotation
        return strip(args[0])
    if typing.get_origin(annotation) is Annotated:
        return strip(typing.get_args(annotation)[0])
    return annotation


# The API shape of each field type of the core's table.
API_TYPES = {"card": strip(schemas.Card), "melds": list[schemas.Cards], "meld_index": int}


def struct_fields(cls: type[msgspec.Struct], skip: tuple[str, ...]) -> dict[str, Any]:
    return {f.name: f for f in msgspec.structs.fields(cls) if f.name not in skip}


def by_tag(union: Any) -> dict[str, type[msgspec.Struct]]:
    return {cls.__struct_config__.tag: cls for cls in typing.get_args(union)}


def test_the_table_is_plain_data() -> None:
    assert NAMES, "the core publishes Gin's kinds"
    assert _core.gin.SEATS == 2
    assert _core.gin.Match is _core.Match
    for kind in KINDS:
        for field in kind["fields"] + kind["records"]:
            assert field["type"] in API_TYPES, field
            assert field["secret"] in (None, SECRET), field
        assert not any(f["secret"] for f in kind["fields"]), "a seat's own request is not secret"
    assert len({public_event(k) for k in KINDS}) == len(KINDS)


def test_every_kind_parses_through_the_core() -> None:
    """The table's request fields are what the core's action parser takes."""
    values = {"card": "7h", "melds": [["As", "2s", "3s"]], "meld_index": 0}
    for kind in KINDS:
        full = {"type": kind["name"]} | {f["name"]: values[f["type"]] for f in kind["fields"]}
        assert core.Action.from_dict(full).to_dict() == full
        for field in kind["fields"]:
            partial = {k: v for k, v in full.items() if k != field["name"]}
            if field["required"]:
                with pytest.raises(core.IllegalActionError):
                    core.Action.from_dict(partial)
            else:
                core.Action.from_dict(partial)


def test_the_domain_records_each_kind_with_its_event() -> None:
    """The domain's action events are made from the table: each kind's event, nested in
    ``Match`` under the stored topic, with the table's recorded fields, replaying the fields
    the seat sent."""
    assert list(match.ACTION_EVENTS) == NAMES
    for kind in KINDS:
        event_cls = match.ACTION_EVENTS[kind["name"]]
        assert getattr(match.Match, kind["event"]) is event_cls, kind["event"]
        assert event_cls.__qualname__ == f"Match.{kind['event']}"
        fields = [f.name for f in dataclasses.fields(event_cls)]
        assert fields[-len(kind["records"]) - 1 :] == [
            "seat",
            *(f["name"] for f in kind["records"]),
        ]
        assert event_cls.sent == tuple(f["name"] for f in kind["fields"]), kind["name"]
        recorded = {f["name"] for f in kind["records"]}
        assert set(event_cls.sent) <= recorded, "an event replays from its own payload"


def test_the_api_action_structs_are_the_table() -> None:
    assert (*NAMES, "resign") == schemas.ACTION_TYPES
    structs = by_tag(schemas.Action)
    assert list(structs) == NAMES
    for kind in KINDS:
        fields = struct_fields(structs[kind["name"]], skip=("version",))
        assert set(fields) == {f["name"] for f in kind["fields"]}, kind["name"]
        for field in kind["fields"]:
            info = fields[field["name"]]
            assert info.required == field["required"], (kind["name"], field["name"])
            assert strip(info.type) == API_TYPES[field["type"]], (kind["name"], field["name"])


def test_the_api_event_structs_are_the_table() -> None:
    events = by_tag(schemas.Event)
    for kind in KINDS:
        data_type = struct_fields(events[public_event(kind)], skip=())["data"].type
        fields = struct_fields(data_type, skip=())
        assert set(fields) == {"seat", *(f["name"] for f in kind["records"])}, kind["name"]
        for field in kind["records"]:
            info = fields[field["name"]]
            # A secret field is left out of what a viewer may not see: optional in the API.
            assert info.required == (field["secret"] is None), (kind["name"], field["name"])
            assert strip(info.type) == API_TYPES[field["type"]], (kind["name"], field["name"])


def test_the_views_hide_the_secret_fields() -> None:
    secrets = {
        kind["event"]: tuple(f["name"] for f in kind["records"] if f["secret"] == SECRET)
        for kind in KINDS
    }
    assert {event: names for event, names in secrets.items() if names} == views._SEAT_SECRETS
    action_events = {kind["event"] for kind in KINDS}
    assert not action_events & (set(views._DEAL_SECRETS) | set(views._MATCH_SECRETS))


def test_export_and_audit_map_each_event_to_its_action() -> None:
    """The export's replay (``core.match_from_export``) and the audit read one map, the
    core's; each event's action carries exactly the fields its seat sent."""
    assert {t: k["name"] for t, k in core.EXPORT_ACTIONS.items()} == {
        public_event(kind): kind["name"] for kind in KINDS
    }
    assert not hasattr(audit, "_ACTIONS") and not hasattr(core, "_EXPORT_ACTIONS")
    values = {"card": "7h", "melds": [["As", "2s", "3s"]], "meld_index": 0}
    for kind in KINDS:
        data = {"seat": 0} | {f["name"]: values[f["type"]] for f in kind["records"]}
        sent = {f["name"]: values[f["type"]] for f in kind["fields"]}
        assert core.export_action(public_event(kind), data) == {"type": kind["name"], **sent}
    assert core.export_action("deal_started", {"deal": 0}) is None


def test_the_tests_action_events_are_the_table() -> None:
    assert {public_event(kind) for kind in KINDS} == api_helpers.ACTION_EVENTS
    assert {kind["name"]: public_event(kind) for kind in KINDS} | {
        "resign": "resigned"
    } == clients_conftest.EVENT_OF

"""The fast paths of the write path behave as the slow ones they shortcut: the msgspec event
transcoder writes eventsourcing's JSON byte for byte, and actions reach the core through their
text form."""

from __future__ import annotations

import datetime
import random
from typing import Any
from uuid import uuid4

import msgspec
import pytest
from eventsourcing.persistence import JSONTranscoder, TranscodingNotRegisteredError

from ginrummy import core
from ginrummy.api import schemas
from ginrummy.service.application import GinRummyService
from ginrummy.service.config import Settings
from ginrummy.service.persistence.transcoder import MsgspecTranscoder
from ginrummy.service.views import observation_dict


def _transcoders(env: dict[str, str]) -> tuple[JSONTranscoder, MsgspecTranscoder]:
    service = GinRummyService(Settings.from_env(env))
    try:
        fast = service.mapper.transcoder
        assert isinstance(fast, MsgspecTranscoder)
        slow = JSONTranscoder()
        service.register_transcodings(slow)
        return slow, fast
    finally:
        service.close()


def test_transcoder_writes_and_reads_the_json_format(sqlite_env: dict[str, str]) -> None:
    slow, fast = _transcoders(sqlite_env)
    game = core.Match(core.Rules(target_score=50), 7)
    samples: list[Any] = [
        {
            "timestamp": datetime.datetime.now(datetime.UTC),
            "seat": 1,
            "card": "7h",
            "refs": [uuid4(), ("a", None, True, 2**64 - 1, -3)],
            "nested": {'é\u2028\x01"\\/': [1.5, {"k": uuid4()}]},
            "originator_topic": "ginrummy.service.domain:Match",
        },
        {"game": game, "empty": [], "none": None},
        {"_type_": 1, "_data_": 2, "extra": 3},
    ]
    for sample in samples:
        data = fast.encode(sample)
        assert data == slow.encode(sample)
        # the same values (a native match compared by its own JSON)
        assert fast.encode(fast.decode(data)) == data == slow.encode(slow.decode(data))
        assert repr(fast.decode(data)).split(" at ")[0] == repr(slow.decode(data)).split(" at ")[0]
    with pytest.raises(TranscodingNotRegisteredError):
        fast.encode({"x": object()})
    for codec in (fast, slow):
        with pytest.raises(TranscodingNotRegisteredError):
            codec.decode(b'{"_type_":"nope","_data_":1}')


def test_an_action_travels_as_one_json_form() -> None:
    """Every legal action, as the API lists it (``schemas.Action``) and a client sends it
    back (its JSON, the version left out), is the same action in the core, and ``resolve``
    gives the event's payload: the action's own fields plus what it resolves."""
    rng = random.Random(11)
    checked = 0
    for seed in range(6):
        game = core.Match(core.Rules(target_score=30), seed)
        while not game.is_over:
            legal = game.legal_actions()
            for action in legal:
                listed = msgspec.convert(action.to_dict(), schemas.Action)
                sent = msgspec.json.encode(msgspec.structs.replace(listed, version=None))
                assert core.Action.from_json(sent) == action
                payload = game.resolve(sent, game.to_act)
                assert {k: v for k, v in payload.items() if k in action.to_dict()} == {
                    k: v for k, v in action.to_dict().items() if k != "melds" or v is not None
                }
                checked += 1
            enders = [a for a in legal if a.kind in ("knock", "big_gin", "lay_off")]
            game.apply(enders[0] if enders and rng.random() < 0.8 else rng.choice(legal))
    assert checked > 800


def test_observation_dict_equals_to_dict() -> None:
    game = core.Match(core.Rules(), 11)
    rng = random.Random(3)
    for _ in range(200):
        if game.is_over:
            break
        for seat in (0, 1):
            assert observation_dict(game.observation(seat)) == game.observation(seat).to_dict()
        game.apply(rng.choice(game.legal_actions()))

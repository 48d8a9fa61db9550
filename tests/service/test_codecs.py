"""The fast paths of the write path behave as the slow ones they shortcut: the msgspec event
transcoder writes eventsourcing's JSON byte for byte, and actions reach the core through their
text form."""

from __future__ import annotations

import datetime
import random
from typing import Any
from uuid import uuid4

import pytest
from eventsourcing.persistence import JSONTranscoder, TranscodingNotRegisteredError

from ginrummy import core
from ginrummy.service.application import GinRummyService
from ginrummy.service.config import Settings
from ginrummy.service.persistence.transcoder import MsgspecTranscoder
from ginrummy.service.refusals import action_dict, action_from, observation_dict


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


def test_actions_from_their_text_form_equal_the_dict_form() -> None:
    requests: list[dict[str, Any]] = [
        {"type": "take_upcard"},
        {"type": "pass_upcard"},
        {"type": "draw_stock"},
        {"type": "draw_discard"},
        {"type": "big_gin"},
        {"type": "finish_layoff"},
        {"type": "discard", "card": "Td"},
        {"type": "knock", "discard": "As", "melds": None},
        {"type": "knock", "discard": "As", "melds": [["2c", "3c", "4c"]]},
        {"type": "lay_off", "card": "Kh", "meld": 2},
    ]
    for requested in requests:
        assert action_from(requested) == core.Action.from_dict(dict(requested))
    with pytest.raises(core.GinRummyError):
        core.Action.from_dict({"type": "discard", "card": "1x"})
    with pytest.raises(core.GinRummyError):
        action_from({"type": "discard", "card": "1x"})
    # shapes outside the text fast path still go through from_dict, with its behaviour
    odd = {"type": "draw_stock", "card": "7h"}
    assert action_from(odd) == core.Action.from_dict(dict(odd))


def test_action_dict_matches_the_core() -> None:
    """The fast JSON form of legal actions equals the core's own ``to_dict()``."""
    rng = random.Random(11)
    checked = 0
    for seed in range(8):
        game = core.Match(core.Rules(target_score=30), seed)
        while not game.is_over:
            legal = game.legal_actions()
            for action in legal:
                assert action_dict(action) == action.to_dict(), str(action)
                checked += 1
            enders = [a for a in legal if a.kind in ("knock", "big_gin", "lay_off")]
            game.apply(enders[0] if enders and rng.random() < 0.8 else rng.choice(legal))
    assert checked > 1000


def test_observation_dict_equals_to_dict() -> None:
    game = core.Match(core.Rules(), 11)
    rng = random.Random(3)
    for _ in range(200):
        if game.is_over:
            break
        for seat in (0, 1):
            assert observation_dict(game.observation(seat)) == game.observation(seat).to_dict()
        game.apply(rng.choice(game.legal_actions()))

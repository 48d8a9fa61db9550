"""The social graph's query interface over the store and the projection (no HTTP)."""

from __future__ import annotations

from ginrummy.service.application import GinRummyService
from ginrummy.service.projections import ReadModel
from ginrummy.service.social.aggregates import (
    FRIENDS,
    NOBODY,
    Block,
    Friendship,
    SocialSettings,
)
from ginrummy.service.social.graph import SocialGraph


def _graph(service: GinRummyService) -> tuple[SocialGraph, ReadModel]:
    read_model = ReadModel(service.store)
    read_model.observers.update(service.social.projection.observers())
    service.social.projection.catch_up = read_model.catch_up
    return service.social.graph, read_model


def test_blocks_friends_and_settings(service: GinRummyService) -> None:
    graph, _ = _graph(service)
    a, b, c = "player-a", "player-b", "player-c"
    assert not graph.is_blocked(a, b)
    assert graph.may_write(b, a) is None
    block = Block(blocker=a, blocked=b)
    block.block(by=a, whom=b)
    friendship = Friendship(players=[a, c])
    friendship.request(by=a, to=c)
    friendship.accept(by=c, to=a)
    service.store.save(block, friendship)
    assert graph.is_blocked(a, b)
    assert not graph.is_blocked(b, a)  # a block is one way
    assert graph.blocked_either_way(b, a)
    assert graph.may_write(b, a) == "blocked"
    assert graph.may_challenge(b, a) == "blocked"
    assert graph.may_write(a, b) is None
    assert graph.friends_of(a) == [c]
    assert graph.friends_of(c) == [a]
    assert graph.blocked_by(a) == {b}
    settings = SocialSettings(player=c)
    settings.change(by=c, who_may_write=FRIENDS, who_may_challenge=NOBODY)
    service.store.save(settings)
    assert graph.may_write(a, c) is None  # a friend
    assert graph.may_write(b, c) == "not-allowed-by-settings"
    assert graph.may_challenge(a, c) == "not-allowed-by-settings"
    block.unblock(by=a, whom=b)
    friendship.unfriend(by=c, to=a)
    service.store.save(block, friendship)
    assert not graph.is_blocked(a, b)
    assert graph.friends_of(a) == []
    assert graph.blocked_by(a) == set()


def test_requests_are_listed_until_answered(service: GinRummyService) -> None:
    graph, _ = _graph(service)
    friendship = Friendship(players=["x", "y"])
    friendship.request(by="y", to="x")
    service.store.save(friendship)
    assert graph.requests("x") == (["y"], [])
    assert graph.requests("y") == ([], ["x"])
    friendship.decline(by="x", to="y")
    service.store.save(friendship)
    assert graph.requests("x") == ([], [])

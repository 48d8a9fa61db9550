"""The notifications stream over a real server: friend requests, messages, challenges, turns
and a friend's presence arrive live; resuming with Last-Event-ID gives what was missed, as
the store holds it now (a deleted message's text is gone); SQLite and PostgreSQL."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest
from litestar import Litestar

from api.live_load import serve
from api.test_api_live import SSE
from ginrummy.api.app import create_app
from support.players import Player, register
from support.waits import wait_until

STREAM = "/players/me/notifications/stream"


def opened(url: str, headers: dict[str, str]) -> SSE:
    """A notifications stream, once it answered (it is subscribed before it answers)."""
    stream = SSE(url + STREAM, headers)
    wait_until(lambda: stream.status is not None, what="the stream's answer")
    assert stream.status == 200
    return stream


@pytest.fixture
def served(store_env: dict[str, str]) -> Iterator[tuple[Litestar, str]]:
    app = create_app({**store_env, "GINRUMMY_TOURNAMENT_WORKERS": "0"}, rate_limit=0)
    with serve(app) as url:
        yield app, url
    app.state.service.close()


def test_live_notifications_and_resume(served: tuple[Litestar, str]) -> None:
    _, url = served
    with httpx.Client(base_url=url, timeout=30) as http:
        a, b = register(url), register(url)
        stream = opened(url, b.headers)
        challenger = stream
        try:
            r = http.post(
                "/players/me/friends/requests", json={"player_id": b.id}, headers=a.headers
            )
            assert r.status_code == 200, r.text
            seen = stream.until("friend_request")
            assert seen[-1]["data"]["player_id"] == a.id
            sent = http.post(
                "/players/me/messages", json={"to": b.id, "text": "<b>hi</b>"}, headers=a.headers
            ).json()
            message = stream.until("message")[-1]
            assert message["data"]["text"] == "<b>hi</b>" and message["data"]["from"] == a.id
            challenge = http.post("/challenges", json={"to": b.id}, headers=a.headers).json()
            assert stream.until("challenge")[-1]["data"]["challenge_id"] == challenge["id"]
            challenger = opened(url, a.headers)
            accepted = http.post(f"/challenges/{challenge['id']}/accept", headers=b.headers)
            match_id = accepted.json()["match_id"]
            seen_by_challenger = challenger.until("challenge_accepted")
            assert seen_by_challenger[-1]["data"]["match_id"] == match_id
            view = http.get(f"/matches/{match_id}", headers=b.headers).json()
            # the match's first turn may come before the challenge's acceptance (the match is
            # saved first): the challenger's stream may have passed it already
            to_act, passed = (
                (stream, [])
                if view["to_act"] == view["your_seat"]
                else (challenger, seen_by_challenger)
            )
            turns = [e for e in passed if e["event"] == "your_turn"]
            turn = turns[-1] if turns else to_act.until("your_turn")[-1]
            assert turn["data"]["match_id"] == match_id
            last_id = message["id"]
        finally:
            stream.close()
            challenger.close()
        # missed while away: a deleted message (no text left) and a new one
        key = sent["conversation_id"]
        http.post("/players/me/messages", json={"to": b.id, "text": "second"}, headers=a.headers)
        r = http.delete(f"/players/me/conversations/{key}/messages/1", headers=a.headers)
        assert r.status_code == 204
        resumed = opened(url, {**b.headers, "Last-Event-ID": str(int(last_id) - 1)})
        try:
            records = resumed.until("message_deleted")
            texts = [e["data"]["text"] for e in records if e["event"] == "message"]
            assert texts == ["", "second"]
        finally:
            resumed.close()


def _friends(http: httpx.Client, a: Player, b: Player) -> None:
    http.post("/players/me/friends/requests", json={"player_id": b.id}, headers=a.headers)
    http.post(f"/players/me/friends/requests/{a.id}/accept", headers=b.headers)


def test_presence_of_friends(served: tuple[Litestar, str]) -> None:
    _, url = served
    with httpx.Client(base_url=url, timeout=30) as http:
        a, b = register(url), register(url)
        _friends(http, a, b)
        watcher = opened(url, a.headers)
        try:
            friend = opened(url, b.headers)
            online = watcher.until("presence")[-1]["data"]
            assert online["player_id"] == b.id and online["online"] is True
            listed = http.get("/players/me/friends", headers=a.headers).json()["friends"]
            assert listed[0]["online"] is True and listed[0]["last_seen"]
            friend.close()
            offline = watcher.until("presence")[-1]["data"]
            assert offline["player_id"] == b.id and offline["online"] is False
        finally:
            watcher.close()


def test_a_friends_matches_in_play_live(served: tuple[Litestar, str]) -> None:
    """When a friend's match starts or ends, the friend's matches in play arrive at once
    (``playing``, live only: a resumed stream does not get it again); a stranger gets none."""
    _, url = served
    with httpx.Client(base_url=url, timeout=30) as http:
        a, b, stranger = register(url), register(url), register(url)
        _friends(http, a, b)
        watcher, outsider = opened(url, a.headers), opened(url, stranger.headers)
        try:
            body = {"opponent": {"kind": "bot", "level": "beginner"}}
            match_id = http.post("/matches", json=body, headers=b.headers).json()["id"]
            started = watcher.until("playing")[-1]
            assert started["data"]["player_id"] == b.id
            assert started["data"]["playing"] == [match_id]
            listed = http.get("/players/me/friends", headers=a.headers).json()["friends"]
            assert listed[0]["playing"] == [match_id]
            version = http.get(f"/matches/{match_id}", headers=b.headers).json()["version"]
            resign = {"type": "resign", "version": version}
            assert http.post(f"/matches/{match_id}/actions", json=resign, headers=b.headers)
            ended = watcher.until("playing")[-1]
            assert started["data"]["playing_games"] == {match_id: "gin"}
            assert ended["data"] == {
                **started["data"],
                "playing": [],
                "playing_games": {},
                "at": ended["data"]["at"],
            }
            # the stranger's stream: a message from b comes, no "playing" before it
            note = {"to": stranger.id, "text": "hi"}
            http.post("/players/me/messages", json=note, headers=b.headers)
            assert [e["event"] for e in outsider.until("message")] == ["message"]
            resumed = SSE(url + STREAM, {**a.headers, "Last-Event-ID": "0"})
            try:
                wait_until(lambda: resumed.status is not None, what="the resumed stream")
                note = {"to": a.id, "text": "hello"}
                http.post("/players/me/messages", json=note, headers=b.headers)
                assert "playing" not in [e["event"] for e in resumed.until("message")]
            finally:
                resumed.close()
        finally:
            watcher.close()
            outsider.close()


def test_a_stranger_gets_no_presence_and_blocks_are_silent(served: tuple[Litestar, str]) -> None:
    _, url = served
    with httpx.Client(base_url=url, timeout=30) as http:
        a, b = register(url), register(url)
        watcher = opened(url, a.headers)
        try:
            other = opened(url, b.headers)
            http.put(f"/players/me/blocks/{a.id}", headers=b.headers)  # tells a nothing
            other.close()
            http.post("/players/me/messages", json={"to": a.id, "text": "mark"}, headers=b.headers)
            events = watcher.until("message")
            assert [e["event"] for e in events] == ["message"]
        finally:
            watcher.close()


def test_a_rematch_offer_reaches_the_opponent(served: tuple[Litestar, str]) -> None:
    _, url = served
    with httpx.Client(base_url=url, timeout=30) as http:
        a, b = register(url), register(url)
        body = {"opponent": {"kind": "open"}, "rules": {"target_score": 50}}
        match_id = http.post("/matches", json=body, headers=a.headers).json()["id"]
        assert http.post(f"/matches/{match_id}/join", headers=b.headers).status_code == 200
        version = http.get(f"/matches/{match_id}", headers=b.headers).json()["version"]
        resign = {"type": "resign", "version": version}
        assert http.post(f"/matches/{match_id}/actions", json=resign, headers=b.headers).is_success
        opponent = opened(url, b.headers)
        offerer = opponent
        try:
            assert http.post(f"/matches/{match_id}/rematch", headers=a.headers).status_code == 201
            offer = opponent.until("rematch_offer")[-1]["data"]
            assert offer["match_id"] == match_id and offer["player_id"] == a.id
            offerer = opened(url, a.headers)
            accepted = http.post(f"/matches/{match_id}/rematch/accept", headers=b.headers)
            new_id = accepted.json()["new_match_id"]
            note = offerer.until("rematch_accepted")[-1]["data"]
            assert note["new_match_id"] == new_id and note["player_id"] == b.id
        finally:
            opponent.close()
            offerer.close()


def test_an_expiring_challenge_reaches_both_players(served: tuple[Litestar, str]) -> None:
    _, url = served
    with httpx.Client(base_url=url, timeout=30) as http:
        a, b = register(url), register(url)
        challenger, challenged = opened(url, a.headers), opened(url, b.headers)
        try:
            body = {"to": b.id, "expires_in": 1}
            challenge = http.post("/challenges", json=body, headers=a.headers).json()
            # the sweeper records it within a second or so of its expiry
            for stream in (challenger, challenged):
                expired = stream.until("challenge_expired")[-1]["data"]
                assert expired["challenge_id"] == challenge["id"]
                assert expired["player_id"] == b.id
            listed = http.get("/challenges", headers=b.headers).json()["challenges"]
            assert listed[0]["status"] == "expired"
            r = http.post(f"/challenges/{challenge['id']}/accept", headers=b.headers)
            assert r.status_code == 409 and r.json()["type"].endswith(":challenge-expired")
        finally:
            challenger.close()
            challenged.close()


def test_a_friends_rummy_match_shows_as_playing(served: tuple[Litestar, str]) -> None:
    """A friend in a live Rummy match is playing it, as in a Gin match: live (``playing``,
    when it starts and when it ends) and in the friends' list, each match with its game
    (``playing_games``), the newest first across the games."""
    _, url = served
    with httpx.Client(base_url=url, timeout=30) as http:
        a, b = register(url), register(url)
        _friends(http, a, b)
        watcher = opened(url, a.headers)
        try:
            gin = http.post(
                "/matches",
                json={"opponent": {"kind": "bot", "level": "beginner"}},
                headers=b.headers,
            ).json()["id"]
            assert watcher.until("playing")[-1]["data"]["playing"] == [gin]
            # a Rummy match of b and two bots, whose seat forfeits on its first missed move
            seats = [{"kind": "me"}] + [{"kind": "bot", "level": "beginner"}] * 2
            made = http.post(
                "/rummy/matches",
                json={"seats": seats, "move_deadline_ms": 1500},
                headers=b.headers,
            )
            assert made.status_code == 201, made.text
            rummy = made.json()["id"]
            started = watcher.until("playing")[-1]["data"]
            assert started["player_id"] == b.id
            assert started["playing"] == [rummy, gin]
            assert started["playing_games"] == {rummy: "rummy", gin: "gin"}
            listed = http.get("/players/me/friends", headers=a.headers).json()["friends"]
            assert listed[0]["playing"] == [rummy, gin]
            assert listed[0]["playing_games"] == {rummy: "rummy", gin: "gin"}
            # b misses its move: the Rummy match ends, b plays only the Gin one
            ended = watcher.until("playing")[-1]["data"]
            assert ended["playing"] == [gin] and ended["playing_games"] == {gin: "gin"}
            done = http.get(f"/rummy/matches/{rummy}").json()
            assert done["status"] == "finished"
            listed = http.get("/players/me/friends", headers=a.headers).json()["friends"]
            assert listed[0]["playing"] == [gin]
            assert listed[0]["playing_games"] == {gin: "gin"}
        finally:
            watcher.close()

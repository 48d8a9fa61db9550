"""Private messages over HTTP: sending, unread counts, reading, deleting (the text erased from
the store), reporting, exporting, and every refusal (blocked, settings, too long, flood,
repeat, daily cap, not a member) storing nothing; SQLite and PostgreSQL."""

from __future__ import annotations

from typing import Any
from uuid import UUID

from litestar.testing import TestClient

from ginrummy.service.social.aggregates import quota_id
from ginrummy.service.social.flood import FloodRules
from social.helpers import Player, refused, register

Client = TestClient[Any]
SEND = "/players/me/messages"


def send(client: Client, who: Player, to: Player, text: str) -> dict[str, Any]:
    r = client.post(SEND, json={"to": to.id, "text": text}, headers=who.headers)
    assert r.status_code == 201, r.text
    body: dict[str, Any] = r.json()
    return body


def befriend(client: Client, a: Player, b: Player) -> None:
    client.post("/players/me/friends/requests", json={"player_id": b.id}, headers=a.headers)
    r = client.post(f"/players/me/friends/requests/{a.id}/accept", headers=b.headers)
    assert r.json()["friendship"] == "friends"


def test_send_list_unread_and_read(client: Client) -> None:
    a, b = register(client), register(client)
    first = send(client, a, b, "hello")
    assert first["number"] == 1 and first["from"] == a.id and first["to"] == b.id
    send(client, a, b, "  are you there?  ")
    send(client, b, a, "yes")
    listed = client.get("/players/me/conversations", headers=b.headers).json()
    assert listed["unread"] == 2
    [row] = listed["conversations"]
    assert row["with"] == a.id and row["messages"] == 3 and row["unread"] == 2
    key = first["conversation_id"]
    page = client.get(f"/players/me/conversations/{key}/messages", headers=b.headers).json()
    assert [m["text"] for m in page["messages"]] == ["hello", "are you there?", "yes"]
    r = client.post(f"/players/me/conversations/{key}/read", json={"upto": 2}, headers=b.headers)
    assert r.status_code == 200 and r.json()["read_upto"] == 2
    assert client.get("/players/me/conversations", headers=b.headers).json()["unread"] == 0
    assert client.get("/players/me/conversations", headers=a.headers).json()["unread"] == 1


def test_refusals_store_nothing(client: Client) -> None:
    a, b, c = register(client), register(client), register(client)
    refused(client, "POST", SEND, a, 422, "message-too-long", {"to": b.id, "text": "x" * 501})
    send(client, a, b, "y" * 500)  # exactly the limit
    refused(client, "POST", SEND, a, 422, "message-empty", {"to": b.id, "text": "   "})
    refused(client, "POST", SEND, a, 422, "self-social", {"to": a.id, "text": "me"})
    client.put("/players/me/social-settings", json={"who_may_write": "friends"}, headers=c.headers)
    refused(client, "POST", SEND, a, 403, "not-allowed-by-settings", {"to": c.id, "text": "hi"})
    befriend(client, a, c)
    send(client, a, c, "now we are friends")
    client.put("/players/me/social-settings", json={"who_may_write": "nobody"}, headers=c.headers)
    refused(client, "POST", SEND, a, 403, "not-allowed-by-settings", {"to": c.id, "text": "hi"})
    client.put(f"/players/me/blocks/{a.id}", headers=b.headers)
    refused(client, "POST", SEND, a, 403, "blocked", {"to": b.id, "text": "let me in"})


def test_flood_and_repeat(client: Client) -> None:
    a, b = register(client), register(client)
    send(client, a, b, "one")
    refused(client, "POST", SEND, a, 409, "message-repeated", {"to": b.id, "text": "one"})
    send(client, a, b, "two")
    refused(client, "POST", SEND, a, 409, "message-repeated", {"to": b.id, "text": "one"})
    send(client, a, b, "three")
    send(client, a, b, "one")  # no longer one of the last two
    send(client, a, b, "four")
    problem = refused(client, "POST", SEND, a, 429, "message-flood", {"to": b.id, "text": "five"})
    assert "5 messages" in problem["detail"]
    # the burst is the sender's: b still writes
    send(client, b, a, "calm down")


def test_a_flood_past_the_burst_reads_only_the_senders_quota(
    client: Client, monkeypatch: Any
) -> None:
    """A flooder's refusals cost one read: neither the conversation, nor the recipient's
    settings and blocks, nor the messages of the sender's last two are read."""
    a, b = register(client), register(client)
    for n in range(5):
        send(client, a, b, f"message {n}")
    store = client.app.state.service.social.messages.store
    read: list[UUID] = []
    get = store.get

    def counting(aggregate_id: UUID, version: int | None = None) -> Any:
        read.append(aggregate_id)
        return get(aggregate_id, version)

    monkeypatch.setattr(store, "get", counting)
    refused(client, "POST", SEND, a, 429, "message-flood", {"to": b.id, "text": "more"})
    assert read == [quota_id(a.id)]


def test_daily_cap_on_new_conversations(client: Client) -> None:
    service = client.app.state.service
    service.social.messages.rules = FloodRules(burst=100, window=10.0, daily_new=2)
    a, b, c, d = (register(client) for _ in range(4))
    send(client, a, b, "hi b")
    send(client, a, c, "hi c")
    refused(client, "POST", SEND, a, 429, "daily-conversation-cap", {"to": d.id, "text": "hi d"})
    send(client, a, b, "b again is no new conversation")
    send(client, d, a, "d writes first")
    send(client, a, d, "answering is no new conversation of mine either")


def test_not_a_member_and_blocked_hidden(client: Client) -> None:
    a, b, c = register(client), register(client), register(client)
    key = send(client, b, a, "from b")["conversation_id"]
    base = f"/players/me/conversations/{key}"
    refused(client, "GET", f"{base}/messages", c, 404, "conversation-not-found")
    refused(client, "POST", f"{base}/read", c, 404, "conversation-not-found", {"upto": 1})
    refused(client, "DELETE", f"{base}/messages/1", c, 404, "conversation-not-found")
    refused(client, "POST", f"{base}/messages/1/report", c, 404, "conversation-not-found", {})
    refused(client, "DELETE", f"{base}/messages/1", a, 403, "forbidden")  # not a's own
    refused(client, "DELETE", f"{base}/messages/9", b, 404, "message-not-found")
    client.put(f"/players/me/blocks/{b.id}", headers=a.headers)
    page = client.get(f"{base}/messages", headers=a.headers).json()
    assert page["messages"] == []
    assert client.get("/players/me/conversations", headers=a.headers).json()["unread"] == 0
    client.delete(f"/players/me/blocks/{b.id}", headers=a.headers)
    page = client.get(f"{base}/messages", headers=a.headers).json()
    assert [m["text"] for m in page["messages"]] == ["from b"]


def test_delete_erases_the_text_from_the_store(client: Client) -> None:
    service = client.app.state.service
    a, b = register(client), register(client)
    secret = "my secret phrase 7f3a"
    sent = send(client, a, b, secret)
    send(client, a, b, "kept")
    key = sent["conversation_id"]
    r = client.delete(f"/players/me/conversations/{key}/messages/1", headers=a.headers)
    assert r.status_code == 204, r.text
    page = client.get(f"/players/me/conversations/{key}/messages", headers=b.headers).json()
    assert [(m["text"], m["deleted"]) for m in page["messages"]] == [("", True), ("kept", False)]
    stored = list(service.recorder.select_events(UUID(key)))
    decoded = [service.store.to_domain_event(s) for s in stored]
    assert all(secret.encode() not in s.state for s in stored)
    assert all(getattr(e, "text", "") != secret for e in decoded)
    posted = [e for e in decoded if type(e).__name__ == "MessagePosted"]
    assert [e.text for e in posted] == ["", "kept"]
    assert any(type(e).__name__ == "MessageDeleted" for e in decoded)  # the tombstone
    # the whole log: nowhere else
    log = service.store.notifications(0, 10_000)
    assert all(secret.encode() not in n.state for n in log)
    # deleting again changes nothing more
    before = service.store.position()
    assert (
        client.delete(f"/players/me/conversations/{key}/messages/1", headers=a.headers).status_code
        == 204
    )
    assert service.store.position() == before


def test_report_and_export(client: Client) -> None:
    a, b = register(client), register(client)
    key = send(client, b, a, "rude words")["conversation_id"]
    base = f"/players/me/conversations/{key}/messages/1/report"
    refused(client, "POST", base, b, 403, "forbidden", {"reason": "my own"})
    r = client.post(base, json={"reason": "abuse"}, headers=a.headers)
    assert r.status_code == 201, r.text
    report = client.app.state.service.store.get(UUID(r.json()["report_id"]))
    assert report.text == "rude words" and report.sender == b.id and report.by == a.id
    send(client, a, b, "reported you")
    export = client.get("/players/me/messages/export", headers=a.headers).json()
    assert export["player_id"] == a.id
    [conversation] = export["conversations"]
    assert [m["text"] for m in conversation["messages"]] == ["rude words", "reported you"]

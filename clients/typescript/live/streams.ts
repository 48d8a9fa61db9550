// Run by tests/clients/test_typescript.py against a live server (never by `npm test`):
//   node dist/tests/live/streams.js URL
// The stream helpers end to end: a match against a bot played through `your_turn` of the match
// stream; the stream as a spectator equals the event pages (cursor `next_after`) once it is
// over; a resumed stream (Last-Event-ID) gives exactly the rest; a stale version is a problem
// with the current version; a cancelled open match ends its stream.
import assert from "node:assert/strict";
import type { Event } from "../src/index.js";
import { actionAt, createGinRummyClient, must, ProblemError, problemReason, streamMatchEvents } from "../src/index.js";

const url = process.argv[2] ?? "http://127.0.0.1:8000";
const anonymous = createGinRummyClient(url);
const { token } = await must(anonymous.POST("/players", { body: { name: `live${Date.now() % 1e9}` } }));
const client = createGinRummyClient(url, token);
const path = (match_id: string) => ({ params: { path: { match_id } } });

const created = await must(client.POST("/matches", { body: { opponent: { kind: "bot", level: "easy" }, rules: { target_score: 10 } } }));
let turns = 0;
let stale = false;
for await (const { message } of streamMatchEvents(client, created.id)) {
  if (message.type !== "your_turn") continue;
  turns++;
  const match = await must(client.GET("/matches/{match_id}", path(created.id)));
  const legal = match.view?.legal_actions.find((a) => a.type !== "pass_upcard") ?? match.view?.legal_actions[0];
  if (legal === undefined) continue;
  if (!stale) {
    stale = true; // once: a stale version is 409 with the current one
    const r = await client.POST("/matches/{match_id}/actions", { ...path(created.id), body: actionAt(legal, match.version - 1) });
    assert.equal(r.response.status, 409);
    assert.equal(r.error && problemReason(r.error), "stale-version");
    assert.equal(r.error?.current_version, match.version);
  }
  await must(client.POST("/matches/{match_id}/actions", { ...path(created.id), body: actionAt(legal, match.version) }));
}
const final = await must(client.GET("/matches/{match_id}", path(created.id)));
assert.equal(final.status, "finished");
assert.ok(turns > 0);

// Everything, as a spectator: the stream and the pages agree, event by event.
const streamed: Event[] = [];
for await (const { id, message } of streamMatchEvents(anonymous, created.id)) {
  assert.ok(message.type !== "your_turn", "a spectator has no turn");
  assert.equal(id, String(message.version));
  streamed.push(message);
}
const paged: Event[] = [];
for (let after = 0, more = true; more; ) {
  const page = await must(anonymous.GET("/matches/{match_id}/events", { params: { path: { match_id: created.id }, query: { after, limit: 7 } } }));
  paged.push(...page.events);
  [after, more] = [page.next_after, page.has_more];
}
assert.deepEqual(streamed, paged);
assert.deepEqual(streamed.map((e) => e.version), streamed.map((_, i) => i + 1));
assert.equal(streamed.at(-1)?.type, "match_finished");

// Resuming after version k gives exactly the events after k.
const k = Math.floor(streamed.length / 2);
const rest: Event[] = [];
for await (const { message } of streamMatchEvents(anonymous, created.id, { lastEventId: String(k) })) {
  if (message.type !== "your_turn") rest.push(message);
}
assert.deepEqual(rest, streamed.slice(k));

// A cancelled open match: its stream ends too (or the client stops on `match_cancelled`).
const open = await must(client.POST("/matches", { body: { opponent: { kind: "open" } } }));
await must(client.POST("/matches/{match_id}/cancel", path(open.id)));
const types: string[] = [];
for await (const { message } of streamMatchEvents(client, open.id)) types.push(message.type);
assert.equal(types.at(-1), "match_cancelled");
try {
  await must(client.POST("/matches/{match_id}/join", path(open.id)));
  assert.fail("joined a cancelled match");
} catch (error) {
  assert.ok(error instanceof ProblemError && error.status === 409, String(error));
}
console.log(JSON.stringify({ ok: true, turns, events: streamed.length }));

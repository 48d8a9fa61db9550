// retryRateLimited: a 429 is sent again after its Retry-After (the same request, body and
// headers), as often as it comes; any other answer is returned as it is, at once.
import assert from "node:assert/strict";
import { test } from "node:test";
import { createGinRummyClient, must, retryAfterSeconds, retryRateLimited } from "../src/index.js";

const problem = (status: number, reason: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ type: `urn:ginrummy:problem:${reason}`, title: reason, status, detail: reason }), {
    status,
    headers: { "Content-Type": "application/problem+json", ...headers },
  });

test("a 429 is sent again after Retry-After, with the same body and key, until it passes", async () => {
  const seen: { body: string; key: string | null }[] = [];
  const answers = [problem(429, "rate-limited", { "Retry-After": "0" }), problem(429, "rate-limited", { "Retry-After": "0" })];
  const fetch = async (request: Request) => {
    seen.push({ body: await request.text(), key: request.headers.get("Idempotency-Key") });
    return answers.shift() ?? new Response(JSON.stringify({ id: "p1", name: "ada", token: "t" }), { status: 201 });
  };
  const client = createGinRummyClient("http://server", undefined, { fetch });
  const waits: number[] = [];
  const me = await must(
    retryRateLimited(
      () => client.POST("/players", { body: { name: "ada" }, params: { header: { "Idempotency-Key": "k1" } } }),
      (seconds) => waits.push(seconds),
    ),
  );
  assert.equal(me.name, "ada");
  assert.deepEqual(waits, [0, 0]);
  assert.equal(seen.length, 3);
  for (const request of seen) assert.deepEqual(request, { body: JSON.stringify({ name: "ada" }), key: "k1" });
});

test("another problem is returned at once, not retried", async () => {
  let calls = 0;
  const fetch = async () => {
    calls++;
    return problem(409, "name-taken");
  };
  const client = createGinRummyClient("http://server", undefined, { fetch });
  const r = await retryRateLimited(() => client.POST("/players", { body: { name: "ada" } }));
  assert.equal(r.response.status, 409);
  assert.equal(calls, 1);
  await assert.rejects(must(Promise.resolve(r)), /409 name-taken/);
});

test("Retry-After: its seconds, else 1", () => {
  const with429 = (headers: Record<string, string>) => new Response(null, { status: 429, headers });
  assert.equal(retryAfterSeconds(with429({ "Retry-After": "3" })), 3);
  assert.equal(retryAfterSeconds(with429({ "Retry-After": "0" })), 0);
  assert.equal(retryAfterSeconds(with429({})), 1);
  assert.equal(retryAfterSeconds(with429({ "Retry-After": "soon" })), 1);
});

test("waitOutRateLimits: every call of the client waits out its 429s, the same request each time", async () => {
  const seen: { method: string; body: string; key: string | null }[] = [];
  const answers = [problem(429, "rate-limited", { "Retry-After": "0" }), problem(429, "rate-limited", { "Retry-After": "0" })];
  const fetch = async (request: Request) => {
    seen.push({ method: request.method, body: await request.text(), key: request.headers.get("Idempotency-Key") });
    return answers.shift() ?? new Response(JSON.stringify({ id: "p1", name: "ada", token: "t" }), { status: 201 });
  };
  const client = createGinRummyClient("http://server", undefined, { fetch, waitOutRateLimits: true });
  const me = await must(client.POST("/players", { body: { name: "ada" }, params: { header: { "Idempotency-Key": "k1" } } }));
  assert.equal(me.name, "ada");
  assert.equal(seen.length, 3);
  for (const request of seen) assert.deepEqual(request, { method: "POST", body: JSON.stringify({ name: "ada" }), key: "k1" });
  // another refusal comes back at once, a 429 a player should read too
  answers.push(problem(409, "name-taken"), problem(429, "chat-flood", { "Retry-After": "0" }));
  const r = await client.POST("/players", { body: { name: "ada" } });
  assert.equal(r.response.status, 409);
  const flood = await client.POST("/players", { body: { name: "ada" } });
  assert.equal(flood.response.status, 429);
  assert.equal(seen.length, 5);
});

test("waitOutRateLimits: an aborted request stops waiting", async () => {
  const fetch = async () => problem(429, "rate-limited", { "Retry-After": "30" });
  const client = createGinRummyClient("http://server", undefined, { fetch, waitOutRateLimits: true });
  const abort = new AbortController();
  const started = Date.now();
  const pending = client.GET("/players/me", { signal: abort.signal });
  setTimeout(() => abort.abort(new Error("left the page")), 20);
  await assert.rejects(pending, /left the page/);
  assert.ok(Date.now() - started < 5000);
});

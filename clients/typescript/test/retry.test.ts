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

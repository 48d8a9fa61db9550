import { ProblemError } from "@ginrummy/client";
import { describe, expect, it } from "vitest";
import { friendly, mustSay, Refused } from "../src/errors";

const problem = (status: number, detail: string) => ({ type: "urn:ginrummy:problem:x", title: "x", status, detail }) as unknown as ConstructorParameters<typeof ProblemError>[1];

describe("errors in words", () => {
  it("never shows the raw ProblemError line", () => {
    const busy = friendly(new ProblemError(429, problem(429, "rate limit exceeded"), "http://x/matches/1/actions"));
    expect(busy).toBe("The server is busy: please try again in a moment.");
    expect(friendly(new ProblemError(503, undefined, "http://x"))).not.toMatch(/ProblemError|503/);
    expect(friendly(new ProblemError(404, undefined, "http://x"))).toBe("Not found: it may have been removed.");
  });
  it("gives the server's own sentence for a refusal", () => {
    expect(friendly(new ProblemError(422, problem(422, "That name is taken."), "http://x"))).toBe("That name is taken.");
  });
  it("says when the server cannot be reached", () => {
    expect(friendly(new TypeError("Failed to fetch"))).toMatch(/cannot be reached/);
  });
});

const refusal = (status: number, reason: string, detail: string) => ({ type: `urn:ginrummy:problem:${reason}`, title: "x", status, detail }) as unknown as ConstructorParameters<typeof ProblemError>[1];

describe("the social refusals in words", () => {
  it("says how long to wait after a flood, from Retry-After", async () => {
    const response = new Response(JSON.stringify(refusal(429, "message-flood", "at most 5 messages in 10 s")), { status: 429, headers: { "Retry-After": "7", "content-type": "application/problem+json" } });
    const call = Promise.resolve({ error: await response.clone().json(), response });
    const e = await mustSay(call).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(Refused);
    expect(friendly(e)).toBe("You are writing too fast: wait 7 seconds, then send it again.");
    expect(friendly(new ProblemError(429, refusal(429, "chat-flood", "at most 5 lines in 10 s; wait 3 s"), "x"))).toBe("You are writing too fast: wait a moment, then send it again.");
  });
  it("gives the server's limit for a line too long, never the raw reason", () => {
    const words = friendly(new ProblemError(422, refusal(422, "message-too-long", "a message holds at most 500 characters (501 sent)"), "x"));
    expect(words).toBe("That is too long to send: a message holds at most 500 characters (501 sent). Shorten it and send it again.");
    expect(words).not.toMatch(/422|message-too-long/);
    expect(friendly(new ProblemError(422, refusal(422, "chat-repeat", "this line repeats one of your last 2"), "x"))).toBe("You just said that: say something new.");
    expect(friendly(new ProblemError(403, refusal(403, "blocked", "this player does not take your messages"), "x"))).toMatch(/blocks/);
  });
  it("hands back the data of a call that worked", async () => {
    await expect(mustSay(Promise.resolve({ data: { ok: 1 }, response: new Response("{}", { status: 200 }) }))).resolves.toEqual({ ok: 1 });
  });
});

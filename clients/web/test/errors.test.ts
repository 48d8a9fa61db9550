import { ProblemError } from "@ginrummy/client";
import { describe, expect, it } from "vitest";
import { friendly } from "../src/errors";

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

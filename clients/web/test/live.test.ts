import { createGinRummyClient } from "@ginrummy/client";
import { describe, expect, it } from "vitest";
import { followTournament } from "../src/live";

const json = (body: object) => new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
const sse = (text: string) => new Response(text, { status: 200, headers: { "content-type": "text/event-stream" } });
const record = (id: number, event: string) => `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify({ type: event })}\n\n`;

/** A fake server: tournament reads answer `reads` in turn, stream opens answer `streams` in turn;
 * each stream open's Last-Event-ID is kept. */
function server(reads: { status: string; version: number }[], streams: string[]) {
  const lastIds: (string | null)[] = [];
  const client = createGinRummyClient("http://test", "token", {
    fetch: (r) => {
      const path = new URL(r.url).pathname;
      if (path === "/tournaments/t1/stream") {
        lastIds.push(r.headers.get("Last-Event-ID"));
        const body = streams.shift();
        return Promise.resolve(body === undefined ? new Response("{}", { status: 500 }) : sse(body));
      }
      if (path === "/tournaments/t1") {
        const t = reads.shift();
        if (!t) throw new Error("read once too often");
        return Promise.resolve(json(t));
      }
      throw new Error(`unexpected ${path}`);
    },
  });
  return { client, lastIds };
}

describe("a tournament live from its stream", () => {
  it("reads again on standings_changed, resumes a closed stream with Last-Event-ID, stops at the end", async () => {
    const s = server(
      [{ status: "running", version: 3 }, { status: "running", version: 5 }, { status: "finished", version: 6 }],
      // the first stream sends a pair and the standings, then the server closes it
      [record(4, "game_finished") + record(5, "standings_changed"), record(6, "tournament_finished")],
    );
    const got: [string, number][] = [];
    await followTournament(s.client, "t1", { signal: new AbortController().signal, reconnectMs: 0, onTournament: (t) => got.push([t.status, t.version]) });
    expect(s.lastIds).toEqual(["3", "5"]);
    expect(got).toEqual([["running", 3], ["running", 5], ["finished", 6]]);
  });
  it("opens no stream for a tournament that has ended", async () => {
    const s = server([{ status: "cancelled", version: 9 }], []);
    const got: string[] = [];
    await followTournament(s.client, "t1", { signal: new AbortController().signal, onTournament: (t) => got.push(t.status) });
    expect(s.lastIds).toEqual([]);
    expect(got).toEqual(["cancelled"]);
  });
  it("after a failed stream, reads the tournament and stops if it ended meanwhile", async () => {
    const s = server([{ status: "running", version: 2 }, { status: "finished", version: 8 }], []);
    const got: string[] = [];
    await followTournament(s.client, "t1", { signal: new AbortController().signal, reconnectMs: 0, onTournament: (t) => got.push(t.status) });
    expect(s.lastIds).toEqual(["2"]);
    expect(got).toEqual(["running", "finished"]);
  });
});

// A tournament live: its stream (GET /tournaments/{id}/stream, SSE) followed from the version the
// page read; the tournament read again on `game_scheduled` (its games in play), `standings_changed` and `tournament_finished` (which
// ends it); a stream the server closes (GINRUMMY_SSE_MAX_SECONDS) or that fails is opened again
// with Last-Event-ID, so no change is missed and none is read twice. No polling.
import { must, readSse, type components, type GinRummyClient } from "@ginrummy/client";

type Tournament = components["schemas"]["Tournament"];
const ENDED: ReadonlySet<string> = new Set(["finished", "cancelled", "failed"]);

export const isOver = (t: Pick<Tournament, "status">): boolean => ENDED.has(t.status);

/** Calls `onTournament` with the tournament as read now, then after each change, until it ends
 * or `signal` aborts; resolves then. A failed first read rejects. */
export async function followTournament(
  client: GinRummyClient,
  id: string,
  { onTournament, signal, reconnectMs = 1000 }: {
    onTournament: (t: Tournament) => void;
    signal: AbortSignal;
    reconnectMs?: number;
  },
): Promise<void> {
  const read = () => must(client.GET("/tournaments/{tournament_id}", { params: { path: { tournament_id: id } }, signal }));
  // One read at a time; standings that change during a read are read once more after it.
  let reading: Promise<Tournament> | null = null;
  let again = false;
  const refresh = async (): Promise<Tournament> => {
    if (reading) { again = true; return reading; }
    reading = (async () => {
      let next = await read();
      while (again && !signal.aborted) { again = false; next = await read(); }
      return next;
    })();
    try {
      const next = await reading;
      if (!signal.aborted) onTournament(next);
      return next;
    } finally { reading = null; }
  };
  const first = await refresh();
  let lastId = String(first.version);
  let ended = isOver(first);
  while (!ended && !signal.aborted) {
    try {
      const body = await must(client.GET("/tournaments/{tournament_id}/stream", {
        params: { path: { tournament_id: id }, header: { "Last-Event-ID": lastId } }, parseAs: "stream", signal,
      }));
      if (body) {
        for await (const m of readSse(body, lastId)) {
          lastId = m.id || lastId;
          if (m.event === "standings_changed" || m.event === "game_scheduled") void refresh().catch(() => {});
          if (m.event === "tournament_finished") { ended = true; await refresh(); break; }
        }
      }
    } catch {
      if (signal.aborted) return;
      // the stream failed: the tournament may have ended meanwhile (or the server is away: retry)
      try { ended = isOver(await refresh()); } catch { /* after the pause */ }
    }
    if (!ended && !signal.aborted) await new Promise((r) => setTimeout(r, reconnectMs));
  }
}

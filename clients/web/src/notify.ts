// The player's notifications live (GET /players/me/notifications/stream, SSE): one stream per
// page, opened once the player is known, handed to every part of the page through a context
// (friend requests, messages, challenges, rematches, presence). A stream the server ends (it
// does after GINRUMMY_SSE_MAX_SECONDS) or that fails is opened again with Last-Event-ID, so no
// notification is missed and none is read twice. While it is open the player is online to its
// friends. `followSse` is shared with the table's chat and the rooms' streams. No polling.
import { readSse, retryAfterSeconds, type GinRummyClient } from "@ginrummy/client";
import { createContext } from "preact";
import { useContext, useEffect, useRef } from "preact/hooks";

/** A record of a stream: its `type` and the fields the API documents for it. */
export type Note = { type: string } & Record<string, unknown>;

type Opened = { data?: ReadableStream<Uint8Array> | null; error?: unknown; response: Response };

const pause = (ms: number, signal: AbortSignal) => new Promise<void>((resolve) => {
  if (signal.aborted) { resolve(); return; }
  const t = setTimeout(resolve, ms);
  signal.addEventListener("abort", () => { clearTimeout(t); resolve(); }, { once: true });
});

/** Follows an SSE stream until `signal` aborts: `open(lastId)` opens it (resuming after the
 * last id seen), each record goes to `onNote`; a closed or failed stream is opened again after
 * a pause (a 429's Retry-After). `onOpen` hears each (re)opening. A 401, 403 or 404 stops it
 * (asking again would not change the answer). */
export async function followSse(
  open: (lastId: string | null) => Promise<Opened>,
  onNote: (note: Note, id: string) => void,
  signal: AbortSignal,
  { lastId = null as string | null, onOpen = () => {}, reconnectMs = 1000 }: { lastId?: string | null; onOpen?: () => void; reconnectMs?: number } = {},
): Promise<void> {
  let last = lastId;
  while (!signal.aborted) {
    let wait = reconnectMs;
    try {
      const { data, response } = await open(last);
      if (response.status === 401 || response.status === 403 || response.status === 404) return;
      if (response.status === 429) wait = retryAfterSeconds(response) * 1000;
      if (response.ok && data) {
        onOpen();
        for await (const m of readSse(data, last ?? "")) {
          if (m.id) last = m.id;
          let value: unknown;
          try { value = JSON.parse(m.data); } catch { continue; }
          if (typeof value === "object" && value !== null && "type" in value && typeof value.type === "string") {
            onNote({ ...(value as Record<string, unknown>), type: value.type }, m.id);
          }
        }
      }
    } catch {
      // the server went away or the page left: wait, then reconnect
    }
    await pause(wait, signal);
  }
}

/** The page's notifications: one stream, many listeners. */
export class Notifications {
  private readonly listeners = new Set<(n: Note) => void>();

  /** Adds a listener; returns its removal. */
  on(fn: (n: Note) => void): () => void {
    this.listeners.add(fn);
    return () => { this.listeners.delete(fn); };
  }

  /** Hands a record to every listener (the stream's, and the page's own: `read`). */
  emit(note: Note): void {
    for (const fn of [...this.listeners]) fn(note);
  }

  /** Follows the player's stream until `signal` aborts. */
  follow(client: GinRummyClient, signal: AbortSignal): Promise<void> {
    return followSse(
      (lastId) => client.GET("/players/me/notifications/stream", {
        params: lastId ? { header: { "Last-Event-ID": lastId } } : {}, parseAs: "stream", signal,
      }),
      (n) => this.emit(n),
      signal,
      { onOpen: () => this.emit({ type: "stream_opened" }) },
    );
  }
}

export const NotificationsContext = createContext<Notifications>(new Notifications());

/** Calls `fn` with each notification while the component is shown. */
export function useNotes(fn: (n: Note) => void): Notifications {
  const hub = useContext(NotificationsContext);
  const latest = useRef(fn);
  latest.current = fn;
  useEffect(() => hub.on((n) => latest.current(n)), [hub]);
  return hub;
}

/** A field of a record as a string ("" when absent). */
export const field = (n: Note, k: string): string => {
  const v = n[k];
  return typeof v === "string" ? v : typeof v === "number" ? String(v) : "";
};

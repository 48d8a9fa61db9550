// The API through the generated client: a guest's token is kept in localStorage; a signed-in
// player has a session instead (an HttpOnly cookie, ./session.ts) and no token here.
import { must, type Event, type GinRummyClient } from "@ginrummy/client";
import { currentSession, pageClient, sessionClient } from "./session";

const KEY = "ginrummy.player";

export interface Me {
  id: string;
  name: string;
  /** A guest's bearer token; absent once signed in (the session's cookie carries it). */
  token?: string;
  /** The session's CSRF token, when signed in. */
  csrf?: string;
}

export const baseUrl = (): string => window.location.origin;

/** A client without a token (public reads). */
export const anonymous: GinRummyClient = pageClient();

export function storedMe(): Me | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === "object" && value !== null &&
      "id" in value && typeof value.id === "string" &&
      "name" in value && typeof value.name === "string" &&
      "token" in value && typeof value.token === "string"
    ) {
      return { id: value.id, name: value.name, token: value.token };
    }
  } catch {
    // unreadable: register again
  }
  return null;
}

export function forgetMe(): void {
  window.localStorage.removeItem(KEY);
}

function guestName(): string {
  const letters = "abcdefghijkmnpqrstuvwxyz23456789";
  let tail = "";
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  for (const b of bytes) tail += letters[b % letters.length];
  return `guest-${tail}`;
}

/** Registers a player (POST /players) and keeps the token. */
export async function register(name?: string): Promise<Me> {
  const registered = await must(anonymous.POST("/players", { body: { name: name ?? guestName() } }));
  const me = { id: registered.id, name: registered.name, token: registered.token };
  window.localStorage.setItem(KEY, JSON.stringify(me));
  return me;
}

/** The signed-in session, else the stored guest if the server still knows its token, else a
 * newly registered guest. */
export async function ensureMe(): Promise<Me> {
  const session = await currentSession();
  if (session) return session;
  const stored = storedMe();
  if (stored) {
    const { response } = await pageClient(stored.token).GET("/players/me");
    if (response.ok) return stored;
    if (response.status !== 401 && response.status !== 403 && response.status !== 404) return stored;
  }
  return register();
}

export function clientFor(me: Me): GinRummyClient {
  return me.token === undefined ? sessionClient(me.csrf ?? "") : pageClient(me.token);
}

/** The whole log of a match as this client may see it, page by page (5000 events a page). */
export async function allEvents(client: GinRummyClient, id: string): Promise<Event[]> {
  const events: Event[] = [];
  let after = 0;
  for (;;) {
    const page = await must(client.GET("/matches/{match_id}/events", { params: { path: { match_id: id }, query: { limit: 5000, after } } }));
    events.push(...page.events);
    if (!page.has_more || page.next_after <= after) return events;
    after = page.next_after;
  }
}

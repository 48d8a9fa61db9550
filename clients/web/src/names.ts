// Players' names by id, as the API serves them (GET /players/{id}, public), read once per page:
// the social lists name players by id (requests, blocks, conversations, challenges). Every
// component showing names is drawn again when one is learnt.
import { must, retryRateLimited } from "@ginrummy/client";
import { useEffect, useState } from "preact/hooks";
import { anonymous } from "./api";

const known = new Map<string, string>();
const pending = new Set<string>();
const listeners = new Set<() => void>();

/** Remembers a name the page already holds (a friend's, a room member's). */
export function learnName(id: string, name: string | null | undefined): void {
  if (name && known.get(id) !== name) {
    known.set(id, name);
    for (const l of [...listeners]) l();
  }
}

/** A name for `id` now: the known one, a bot's level, or a short id until it is read. */
export function nameOf(id: string): string {
  if (id.startsWith("bot:")) return `Bot (${id.slice(4)})`;
  return known.get(id) ?? `player ${id.slice(0, 8)}`;
}

/** Reads the name (a 429 asked again after its Retry-After; a failure a few times more). */
function read(id: string, attempt = 0): void {
  if (pending.has(id) || known.has(id)) return;
  pending.add(id);
  must(retryRateLimited(() => anonymous.GET("/players/{player_id}", { params: { path: { player_id: id } } })))
    .then((player) => { pending.delete(id); learnName(id, player.name); }, () => {
      pending.delete(id);
      if (attempt < 3) setTimeout(() => read(id, attempt + 1), 1000 * (attempt + 1));
    });
}

/** Re-renders once the names of `ids` are read; returns `nameOf`. */
export function useNames(ids: readonly string[]): (id: string) => string {
  const [, setTick] = useState(0);
  useEffect(() => {
    const l = () => setTick((n) => n + 1);
    listeners.add(l);
    return () => { listeners.delete(l); };
  }, []);
  const key = [...new Set(ids)].sort().join(",");
  useEffect(() => {
    for (const id of key.split(",")) if (id && !id.startsWith("bot:")) read(id);
  }, [key]);
  return nameOf;
}

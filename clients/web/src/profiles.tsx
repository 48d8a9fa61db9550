// The leaderboard and the profiles: a player's (GET /players/{id}) or a built-in bot level's
// (GET /bots/{level}, the leaderboard's `bot:<level>`), with the finished matches it played
// (GET /matches?player=...), each linked to its replay. Everything here is public.
import { friendly } from "./errors";
import { must, type MatchSummary } from "@ginrummy/client";
import { useEffect, useState } from "preact/hooks";
import { anonymous } from "./api";

/** The page's address of a profile: a player's id, or a bot level's `bot-<level>` (the hash
 * routes take letters, digits and dashes). */
export function profileHref(playerId: string): string {
  return `#/p/${playerId.startsWith("bot:") ? `bot-${playerId.slice(4)}` : playerId}`;
}

/** The API's side of a profile's address: `bot:<level>` or the player's id. */
function sideOf(arg: string): { key: string; level: string | null } {
  return arg.startsWith("bot-") ? { key: `bot:${arg.slice(4)}`, level: arg.slice(4) } : { key: arg, level: null };
}

export function Leaderboard() {
  const [entries, setEntries] = useState<{ rank: number; player_id: string; name: string; rating: number; matches: number }[] | null>(null);
  useEffect(() => { void must(anonymous.GET("/leaderboard", { params: { query: { limit: 100 } } })).then((l) => setEntries(l.entries)); }, []);
  return (
    <section class="panel">
      <h2>Leaderboard</h2>
      {entries === null ? <p class="muted">Loading…</p> : entries.length === 0 ? <p class="muted">No rated player yet.</p> : (
        <table data-testid="leaderboard">
          <thead><tr><th scope="col">#</th><th scope="col">Player</th><th scope="col">Rating</th><th scope="col">Matches</th></tr></thead>
          <tbody>{entries.map((e) => <tr key={e.player_id}><td>{e.rank}</td><td><a href={profileHref(e.player_id)}>{e.player_id.startsWith("bot:") ? `Bot (${e.player_id.slice(4)})` : e.name}</a></td><td>{Math.round(e.rating)}</td><td>{e.matches}</td></tr>)}</tbody>
        </table>
      )}
    </section>
  );
}

interface Shown {
  name: string;
  rating: { rating: number; deviation: number };
  stats: Record<string, number>;
}

/** One finished match from the profile's side: the opponents, the result and its totals. */
function MatchLine({ m, side }: { m: MatchSummary; side: { key: string; level: string | null } }) {
  const mine = m.seats.find((s) => (side.level !== null ? s.bot === side.level : s.player_id === side.key))?.seat ?? null;
  const who = (s: MatchSummary["seats"][number]) => (s.bot ? `Bot (${s.bot})` : s.name ?? "someone");
  const others = m.seats.filter((s) => s.seat !== mine).map(who);
  const scores = m.totals ?? m.scores;
  const outcome = m.winner === null ? "no winner" : m.winner === mine ? "won" : "lost";
  const order = mine === null ? scores : [scores[mine] ?? 0, ...scores.filter((_, i) => i !== mine)];
  return (
    <li data-testid="profile-match" data-id={m.id}>
      vs {others.join(", ")} · {m.rules.variant} to {m.rules.target_score} · <strong>{outcome}</strong> {order.join("–")}
      {" "}<span class="muted small">{m.created_at.slice(0, 10)}</span>
      {" "}<a href={`#/r/${m.id}`} data-testid="profile-replay">replay</a>
    </li>
  );
}

export function Profile({ id }: { id: string }) {
  const side = sideOf(id);
  const [p, setP] = useState<Shown | null>(null);
  const [matches, setMatches] = useState<MatchSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const fail = (e: unknown) => setError(friendly(e));
    const level = side.level;
    if (level !== null) {
      void must(anonymous.GET("/bots/{level}", { params: { path: { level } } })).then((b) => setP({ ...b, name: `Bot (${b.level})` }), fail);
    } else {
      void must(anonymous.GET("/players/{player_id}", { params: { path: { player_id: id } } })).then(setP, fail);
    }
    void must(anonymous.GET("/matches", { params: { query: { player: side.key, status: "finished", limit: 50 } } })).then((l) => setMatches(l.matches), fail);
  }, [id]);
  if (!p) return <p>{error ?? "Loading…"}</p>;
  return (
    <section class="panel" data-testid="profile">
      <h2>{p.name}</h2>
      <p>Rating {Math.round(p.rating.rating)} (± {Math.round(p.rating.deviation)})</p>
      <dl class="stats">
        {Object.entries(p.stats).map(([k, v]) => <div key={k}><dt>{k.replace(/_/g, " ")}</dt><dd>{v}</dd></div>)}
      </dl>
      <h3 class="history-title">Finished matches</h3>
      {matches === null ? <p class="muted">Loading…</p> : matches.length === 0 ? <p class="muted">No finished match yet.</p> : (
        <ul class="list" data-testid="profile-matches">
          {matches.map((m) => <MatchLine key={m.id} m={m} side={side} />)}
        </ul>
      )}
      {error ? <p class="error" role="alert">{error}</p> : null}
    </section>
  );
}

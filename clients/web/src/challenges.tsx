// Challenges: the form (the game and its rules as GET /games describes them, never restated
// here), and the list of yours (GET /challenges): accept or decline (with a reason) the ones you
// got, cancel the ones you sent; an accepted one links to its table. Live from the
// notifications (challenge, challenge_accepted, _declined, _cancelled, _expired).
import { must, type components, type GinRummyClient, type Rules } from "@ginrummy/client";
import { useEffect, useState } from "preact/hooks";
import type { Me } from "./api";
import { friendly, mustSay } from "./errors";
import { useNames } from "./names";
import { useNotes } from "./notify";

type Game = components["schemas"]["GameInfo"];
type Option = components["schemas"]["GameRuleOption"];
type Challenge = components["schemas"]["ChallengeOut"];
type Value = number | boolean | string;

const defaults = (g: Game): Record<string, Value> => Object.fromEntries(g.rule_options.map((o) => [o.name, o.default]));

function RuleField({ option, value, set }: { option: Option; value: Value | undefined; set: (v: Value) => void }) {
  const id = `ch-rule-${option.name}`;
  const label = option.name.replace(/_/g, " ");
  if (option.kind === "bool") {
    return <label class="wide"><input type="checkbox" checked={value === true} onChange={(e) => set(e.currentTarget.checked)} /> {label}</label>;
  }
  return (
    <>
      <label for={id} title={option.description}>{label}</label>
      {option.kind === "choice" ? (
        <select id={id} value={String(value ?? "")} onChange={(e) => set(e.currentTarget.value)}>
          {(option.choices ?? []).map((c) => <option key={c} value={c}>{c}</option>)}
        </select>
      ) : (
        <input id={id} type="number" value={typeof value === "number" ? value : ""} {...(option.minimum != null ? { min: option.minimum } : {})} {...(option.maximum != null ? { max: option.maximum } : {})} onInput={(e) => set(Number(e.currentTarget.value))} />
      )}
    </>
  );
}

/** Challenge `to` (a player id) to a match: game, rules and how long the offer stands. */
export function ChallengeForm({ client, to, toName, onDone }: { client: GinRummyClient; to: string; toName: string; onDone: (sent: boolean) => void }) {
  const [games, setGames] = useState<Game[] | null>(null);
  const [game, setGame] = useState("");
  const [rules, setRules] = useState<Record<string, Value>>({});
  const [minutes, setMinutes] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void must(client.GET("/games")).then((l) => {
      setGames(l.games);
      const first = l.games[0];
      if (first) { setGame(first.name); setRules(defaults(first)); }
    }, (e: unknown) => setError(friendly(e)));
  }, [client]);
  const chosen = games?.find((g) => g.name === game);
  const send = async () => {
    setBusy(true); setError(null);
    try {
      await mustSay(client.POST("/challenges", { body: { to, game, rules: rules as Rules, ...(minutes ? { expires_in: Math.round(Number(minutes) * 60) } : {}) } }));
      onDone(true);
    } catch (e) { setError(friendly(e)); } finally { setBusy(false); }
  };
  return (
    <div class="subpanel" data-testid="challenge-form-box">
      <h3>Challenge {toName}</h3>
      {error ? <p class="error" role="alert">{error}</p> : null}
      {games === null ? <p class="muted">Loading the games…</p> : (
        <form class="form" data-testid="challenge-form" onSubmit={(e) => { e.preventDefault(); void send(); }}>
          <label for="ch-game">Game</label>
          <select id="ch-game" value={game} onChange={(e) => {
            const g = games.find((x) => x.name === e.currentTarget.value);
            setGame(e.currentTarget.value); if (g) setRules(defaults(g));
          }}>
            {games.map((g) => <option key={g.name} value={g.name}>{g.title}</option>)}
          </select>
          {chosen?.rule_options.map((o) => <RuleField key={o.name} option={o} value={rules[o.name]} set={(v) => setRules({ ...rules, [o.name]: v })} />)}
          <label for="ch-minutes">Open for (minutes; empty: the server's default)</label>
          <input id="ch-minutes" type="number" min={1} value={minutes} onInput={(e) => setMinutes(e.currentTarget.value)} />
          <button type="submit" class="primary" disabled={busy}>Send the challenge</button>
          <button type="button" onClick={() => onDone(false)}>Not now</button>
        </form>
      )}
    </div>
  );
}

const rulesText = (c: Challenge) => `${c.game}: ${Object.entries(c.rules).map(([k, v]) => `${k.replace(/_/g, " ")} ${String(v)}`).join(", ")}`;
const CHALLENGE_NOTES = new Set(["challenge", "challenge_accepted", "challenge_declined", "challenge_cancelled", "challenge_expired", "stream_opened"]);

/** Your challenges, live. */
export function ChallengeList({ me, client, reload }: { me: Me; client: GinRummyClient; reload: number }) {
  const [list, setList] = useState<Challenge[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [declining, setDeclining] = useState<string | null>(null);
  const [reason, setReason] = useState("");
  const load = () => { void must(client.GET("/challenges")).then((l) => setList(l.challenges), (e: unknown) => setError(friendly(e))); };
  useEffect(load, [client, reload]);
  useNotes((n) => { if (CHALLENGE_NOTES.has(n.type)) load(); });
  const name = useNames((list ?? []).flatMap((c) => [c.from, c.to]));
  const act = async (c: Challenge, what: "accept" | "decline" | "cancel") => {
    setError(null);
    try {
      const path = { params: { path: { challenge_id: c.id } } };
      if (what === "accept") {
        const done = await mustSay(client.POST("/challenges/{challenge_id}/accept", path));
        if (done.match_id) { window.location.hash = `#/m/${done.match_id}`; return; }
      } else if (what === "decline") {
        await mustSay(client.POST("/challenges/{challenge_id}/decline", { ...path, body: reason ? { reason } : {} }));
        setDeclining(null); setReason("");
      } else await mustSay(client.POST("/challenges/{challenge_id}/cancel", path));
    } catch (e) { setError(friendly(e)); }
    load();
  };
  const shown = (list ?? []).slice().reverse();
  return (
    <section class="panel" aria-labelledby="challenges-title">
      <h2 id="challenges-title">Challenges</h2>
      {error ? <p class="error" role="alert">{error}</p> : null}
      {list === null ? <p class="muted">Loading…</p> : shown.length === 0 ? <p class="muted">No challenge yet.</p> : (
        <ul class="list" data-testid="challenges" aria-live="polite">
          {shown.map((c) => {
            const mine = c.from === me.id;
            const who = name(mine ? c.to : c.from);
            return (
              <li key={c.id} data-testid="challenge" data-status={c.status}>
                {mine ? `You challenged ${who}` : `${who} challenges you`} · {rulesText(c)} · <strong>{c.status}</strong>
                {c.status === "pending" ? <span class="muted small"> until {new Date(c.expires_at).toLocaleTimeString()}</span> : null}
                {c.reason ? <span> ({c.reason})</span> : null}{" "}
                {c.status === "accepted" && c.match_id ? <a href={`#/m/${c.match_id}`} data-testid="challenge-table">Go to the table</a> : null}
                {c.status === "pending" && !mine ? (
                  declining === c.id ? (
                    <form class="inline" onSubmit={(e) => { e.preventDefault(); void act(c, "decline"); }}>
                      <label for={`decline-${c.id}`}>Reason (optional)</label>
                      <input id={`decline-${c.id}`} value={reason} onInput={(e) => setReason(e.currentTarget.value)} />
                      <button type="submit">Decline</button>
                    </form>
                  ) : (
                    <>
                      <button type="button" class="primary" data-testid="accept-challenge" onClick={() => void act(c, "accept")}>Accept</button>{" "}
                      <button type="button" onClick={() => setDeclining(c.id)}>Decline…</button>
                    </>
                  )
                ) : null}
                {c.status === "pending" && mine ? <button type="button" onClick={() => void act(c, "cancel")}>Cancel</button> : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

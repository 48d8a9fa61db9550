// The home page's Rummy panels: start a table of 2 to 4 seats (each other seat a bot level or
// open for a player to join) with any of the rules' options, the open Rummy tables to join, and
// the player's own Rummy matches (each linked to its table, or its replay once finished).
// The levels, seat counts and options are the API's request schemas (`rummy-form.ts`).
import { must, type components, type GinRummyClient } from "@ginrummy/client";
import { Fragment } from "preact";
import { useEffect, useMemo, useState } from "preact/hooks";
import schemas from "virtual:api-schemas";
import { friendly } from "./errors";
import { optionTitle, rummyChoices, rummyCreateBody, type OtherSeat, type RummyBotLevel } from "./rummy-form";

type Summary = components["schemas"]["RummyMatchSummary"];

export function RummyHome({ client, myId }: { client: GinRummyClient; myId: string }) {
  const choices = useMemo(() => rummyChoices(schemas), []);
  const firstLevel: RummyBotLevel | undefined = choices.levels.includes("easy") ? "easy" : choices.levels[0];
  const [count, setCount] = useState(choices.seats[choices.seats.length - 1] ?? 2);
  const [others, setOthers] = useState<string[]>(() => Array.from({ length: 3 }, () => firstLevel ?? "open"));
  const [values, setValues] = useState<Record<string, string>>({});
  const [open, setOpen] = useState<Summary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const loadOpen = () => {
    void must(client.GET("/rummy/matches", { params: { query: { status: "open", limit: 50 } } })).then((l) => setOpen(l.matches), (e: unknown) => setError(friendly(e)));
  };
  useEffect(loadOpen, [client]);
  // the player's Rummy matches (GET /rummy/matches?mine=true, as Gin's "Your matches")
  const [mine, setMine] = useState<Summary[] | null>(null);
  useEffect(() => {
    void must(client.GET("/rummy/matches", { params: { query: { mine: true, status: "any", limit: 20 } } })).then((l) => setMine(l.matches), (e: unknown) => setError(friendly(e)));
  }, [client]);

  const seatOf = (v: string): OtherSeat => {
    const level = choices.levels.find((l) => l === v);
    return level ? { kind: "bot", level } : { kind: "open" };
  };
  const create = async () => {
    setBusy(true); setError(null);
    try {
      const body = rummyCreateBody(others.slice(0, count - 1).map(seatOf), values, choices.options);
      const m = await must(client.POST("/rummy/matches", { body }));
      window.location.hash = `#/rummy/${m.id}`;
    } catch (e) { setError(friendly(e)); } finally { setBusy(false); }
  };
  const join = async (id: string) => {
    setBusy(true); setError(null);
    try {
      await must(client.POST("/rummy/matches/{match_id}/join", { params: { path: { match_id: id } } }));
      window.location.hash = `#/rummy/${id}`;
    } catch (e) { setError(friendly(e)); loadOpen(); } finally { setBusy(false); }
  };
  const seatWords = (m: Summary) => m.seats.map((s) => (s.player_id === myId ? "you" : s.bot ? `bot (${s.bot})` : s.name ?? "open")).join(", ");

  return (
    <>
      <section class="panel">
        <h2>Play Rummy (2 to 4 players)</h2>
        {error ? <p class="error" role="alert">{error}</p> : null}
        <form class="form" data-testid="rummy-form" onSubmit={(e) => { e.preventDefault(); void create(); }}>
          <label for="rummy-seats">Players</label>
          <select id="rummy-seats" value={count} onChange={(e) => setCount(Number(e.currentTarget.value))}>
            {choices.seats.map((n) => <option key={n} value={n}>{n}</option>)}
          </select>
          <span>Seat 1</span><span>you</span>
          {Array.from({ length: count - 1 }, (_, i) => (
            <Fragment key={i}>
              <label for={`rummy-seat-${i + 2}`} key={`l${i}`}>Seat {i + 2}</label>
              <select id={`rummy-seat-${i + 2}`} key={`s${i}`} data-testid="rummy-seat-kind" value={others[i] ?? "open"} onChange={(e) => { const next = [...others]; next[i] = e.currentTarget.value; setOthers(next); }}>
                {choices.levels.map((l) => <option key={l} value={l}>bot: {l}</option>)}
                <option value="open">open: a player joins</option>
              </select>
            </Fragment>
          ))}
          <details class="wide rummy-options">
            <summary>Rules options</summary>
            <div class="form">
              {choices.options.map((f) => (
                <Fragment key={f.name}>
                  <label for={`rummy-${f.name}`} key={`l${f.name}`} title={f.description}>{optionTitle(f.name)}</label>
                  {f.kind === "int" ? (
                    <input id={`rummy-${f.name}`} key={`i${f.name}`} type="number" min={f.min} max={f.max} placeholder="default" value={values[f.name] ?? ""} aria-describedby={`rummy-${f.name}-help`} onInput={(e) => setValues({ ...values, [f.name]: e.currentTarget.value })} />
                  ) : (
                    <select id={`rummy-${f.name}`} key={`i${f.name}`} value={values[f.name] ?? ""} aria-describedby={`rummy-${f.name}-help`} onChange={(e) => setValues({ ...values, [f.name]: e.currentTarget.value })}>
                      <option value="">default</option>
                      {(f.kind === "bool" ? ["true", "false"] : f.choices.map(String)).map((v) => <option key={v} value={v}>{f.kind === "bool" ? (v === "true" ? "yes" : "no") : v}</option>)}
                    </select>
                  )}
                  <p class="small muted wide" id={`rummy-${f.name}-help`} key={`h${f.name}`}>{f.description}{f.kind === "int" ? ` (${f.min} to ${f.max})` : ""}</p>
                </Fragment>
              ))}
            </div>
          </details>
          <button type="submit" class="primary" disabled={busy}>Start the Rummy table</button>
        </form>
      </section>
      <section class="panel">
        <h2>Open Rummy tables</h2>
        <p><button type="button" data-testid="rummy-lobby-refresh" onClick={loadOpen}>Refresh</button></p>
        {open === null ? <p class="muted">Loading…</p> : open.length === 0 ? <p class="muted">No open table: start one.</p> : (
          <ul class="list" data-testid="rummy-lobby">
            {open.map((m) => (
              <li key={m.id}>
                {seatWords(m)} · to {m.options.target_score}{" "}
                {m.seats.some((s) => s.player_id === myId)
                  ? <a href={`#/rummy/${m.id}`}>yours: waiting</a>
                  : <button type="button" disabled={busy} onClick={() => void join(m.id)}>Join</button>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section class="panel">
        <h2>Your Rummy matches</h2>
        {mine === null ? <p class="muted">Loading…</p> : mine.length === 0 ? <p class="muted">None yet.</p> : (
          <ul class="list" data-testid="rummy-mine">
            {mine.map((m) => (
              <li key={m.id} data-status={m.status}>
                {seatWords(m)} · to {m.options.target_score} · {m.status} {m.scores.join("–")}{" "}
                {m.status === "finished" ? <a href={`#/rummy/${m.id}/replay`}>replay</a> : <a href={`#/rummy/${m.id}`}>{m.status === "active" ? "continue" : "open"}</a>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

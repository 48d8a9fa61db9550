// Tournaments of built-in bots: the list, and one tournament's standings, crosstable, progress
// and ratings chart (Elo with its 95% interval, drawn as SVG here). Live: while a tournament
// runs, the page follows its stream (`followTournament` in live.ts: GET /tournaments/{id}/stream,
// SSE, from the version it read; the tournament read again on `standings_changed` and
// `tournament_finished`; a closed stream reopened with Last-Event-ID). No polling.
import { friendly } from "./errors";
import { must, type BotLevel, type components, type GinRummyClient } from "@ginrummy/client";
import { useEffect, useState } from "preact/hooks";
import { eloChart } from "./cards";
import { followTournament } from "./live";

type Tournament = components["schemas"]["Tournament"];
type TournamentSummary = components["schemas"]["TournamentSummary"];
const LEVELS: BotLevel[] = ["beginner", "easy", "medium", "expert"];
/** An Elo figure; null is infinite: `inf` says which way ("+∞" or "−∞"). */
const fmt = (v: number | null | undefined, inf: "+∞" | "−∞") => (v === null || v === undefined ? inf : v.toFixed(0));
const eloText = (elo: number | null | undefined, score: number) => fmt(elo, score >= 0.5 ? "+∞" : "−∞");

export function TournamentList({ client }: { client: GinRummyClient }) {
  const [list, setList] = useState<TournamentSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [entrants, setEntrants] = useState<Set<BotLevel>>(new Set(["beginner", "easy"]));
  const [pairs, setPairs] = useState(4);
  const [busy, setBusy] = useState(false);
  useEffect(() => { void must(client.GET("/tournaments", { params: { query: { limit: 100 } } })).then((l) => setList(l.tournaments), (e: unknown) => setError(friendly(e))); }, [client]);
  const create = async () => {
    setBusy(true); setError(null);
    try {
      const t = await must(client.POST("/tournaments", { body: { entrants: [...entrants], pairs, format: "round-robin", rules: { target_score: 100 } } }));
      await must(client.POST("/tournaments/{tournament_id}/start", { params: { path: { tournament_id: t.id } } }));
      window.location.hash = `#/t/${t.id}`;
    } catch (e) { setError(friendly(e)); } finally { setBusy(false); }
  };
  return (
    <div class="home">
      <section class="panel">
        <h2>Tournaments</h2>
        {error ? <p class="error" role="alert">{error}</p> : null}
        {list === null ? <p class="muted">Loading…</p> : list.length === 0 ? <p class="muted">No tournament yet.</p> : (
          <table data-testid="tournaments">
            <thead><tr><th scope="col">Tournament</th><th scope="col">Format</th><th scope="col">Entrants</th><th scope="col">Status</th></tr></thead>
            <tbody>{list.map((t) => (
              <tr key={t.id}><td><a href={`#/t/${t.id}`}>{t.id.slice(0, 8)}</a> <span class="muted small">{t.created_at.slice(0, 16).replace("T", " ")}</span></td><td>{t.format}</td><td>{t.entrants.join(", ")}</td><td>{t.status}</td></tr>
            ))}</tbody>
          </table>
        )}
      </section>
      <section class="panel">
        <h2>Run a round robin of bots</h2>
        <form class="form" data-testid="tournament-form" onSubmit={(e) => { e.preventDefault(); void create(); }}>
          <fieldset class="levels">
            <legend>Entrants</legend>
            {LEVELS.map((l) => (
              <label key={l}><input type="checkbox" checked={entrants.has(l)} onChange={(e) => {
                const next = new Set(entrants);
                if (e.currentTarget.checked) next.add(l); else next.delete(l);
                setEntrants(next);
              }} /> {l}</label>
            ))}
          </fieldset>
          <label for="t-pairs">Game pairs per pairing</label>
          <input id="t-pairs" type="number" min={1} max={1000} value={pairs} onInput={(e) => setPairs(Number(e.currentTarget.value))} />
          <button type="submit" class="primary" disabled={busy || entrants.size < 2}>Create and start</button>
        </form>
      </section>
    </div>
  );
}

function RatingsChart({ t }: { t: Tournament }) {
  const width = 560;
  const rowH = 28;
  const top = 8;
  const chart = eloChart(t.standings, width - 120);
  const height = top + chart.rows.length * rowH + 26;
  const summary = chart.rows.map((r, i) => `${r.name}: Elo ${eloText(r.elo, t.standings[i]?.score ?? 0.5)} (95% from ${fmt(r.low, "−∞")} to ${fmt(r.high, "+∞")})`).join("; ");
  return (
    <figure class="chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby="elo-title elo-desc" data-testid="elo-chart">
        <title id="elo-title">Ratings with their 95% intervals</title>
        <desc id="elo-desc">{summary || "No game yet."}</desc>
        <g transform="translate(110,0)">
          {chart.ticks.map((k) => (
            <g key={k.value}>
              <line x1={k.x} x2={k.x} y1={top} y2={height - 22} stroke="#ddd" />
              <text x={k.x} y={height - 8} text-anchor="middle" font-size="11" fill="currentColor">{k.value}</text>
            </g>
          ))}
          <line x1={chart.zero} x2={chart.zero} y1={top} y2={height - 22} stroke="#777" stroke-dasharray="3 3" />
          {chart.rows.map((r, i) => {
            const y = top + i * rowH + rowH / 2;
            return (
              <g key={r.name} data-testid="elo-row">
                <text x={-8} y={y + 4} text-anchor="end" font-size="12" fill="currentColor">{r.name}</text>
                <line x1={r.x0} x2={r.x1} y1={y} y2={y} stroke="#1f6b43" stroke-width="4" stroke-linecap={r.openLow || r.openHigh ? "butt" : "round"} />
                {r.openLow ? <path d={`M${r.x0} ${y}l8 -6v12z`} fill="#1f6b43" /> : null}
                {r.openHigh ? <path d={`M${r.x1} ${y}l-8 -6v12z`} fill="#1f6b43" /> : null}
                <circle cx={r.x} cy={y} r="5" fill="#f2c14e" stroke="#111" />
              </g>
            );
          })}
        </g>
      </svg>
      <figcaption class="small muted">Elo from game pairs (pentanomial), dot; its 95% interval, bar; an arrow: unbounded.</figcaption>
    </figure>
  );
}

export function TournamentView({ client, id }: { client: GinRummyClient; id: string }) {
  const [t, setT] = useState<Tournament | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [updates, setUpdates] = useState(0);
  useEffect(() => {
    const ctrl = new AbortController();
    followTournament(client, id, { signal: ctrl.signal, onTournament: (next) => { setT(next); setUpdates((n) => n + 1); } })
      .catch((e: unknown) => { if (!ctrl.signal.aborted) setError(friendly(e)); });
    return () => ctrl.abort();
  }, [client, id]);
  if (!t) return <p aria-live="polite">{error ?? "Loading the tournament…"}</p>;
  const names = t.standings.map((s) => s.entrant);
  const p = t.progress;
  return (
    <div class="tournament" data-testid="tournament" data-status={t.status} data-updates={updates}>
      <section class="panel">
        <h2>Tournament {t.id.slice(0, 8)}: {t.format}</h2>
        <p data-testid="tournament-status" aria-live="polite">
          {t.status}{t.outcome ? ` (${t.outcome.reason}${t.outcome.decision ? `: ${t.outcome.decision}` : ""})` : ""} · {t.rules.variant} to {t.rules.target_score} · seed {t.seed}
        </p>
        <label for="t-progress">Progress: {p.pairs_played} of {p.pairs_planned} game pairs ({p.games_played} games)</label>
        <progress id="t-progress" max={Math.max(p.pairs_planned, 1)} value={p.pairs_played} data-testid="progress" />
        {t.status === "running" ? <p class="small muted" data-testid="live">Live: the standings follow the tournament's stream.</p> : null}
      </section>
      <section class="panel">
        <h2>Standings</h2>
        <div class="scroll">
          <table data-testid="standings">
            <thead><tr><th scope="col">#</th><th scope="col">Entrant</th><th scope="col">Games</th><th scope="col">W–L–T</th><th scope="col">Score</th><th scope="col">Elo (95%)</th><th scope="col">LOS</th></tr></thead>
            <tbody>{t.standings.map((s) => (
              <tr key={s.entrant}><td>{s.rank}</td><th scope="row">{s.entrant}</th><td>{s.games}</td><td>{s.wins}–{s.losses}–{s.ties}</td><td>{(s.score * 100).toFixed(1)}%</td>
                <td>{eloText(s.elo.elo, s.score)} <span class="muted small">[{fmt(s.elo.elo_low, "−∞")}, {fmt(s.elo.elo_high, "+∞")}]</span></td><td>{s.elo.los === null || s.elo.los === undefined ? "" : `${(s.elo.los * 100).toFixed(0)}%`}</td></tr>
            ))}</tbody>
          </table>
        </div>
        <RatingsChart t={t} />
      </section>
      <section class="panel">
        <h2>Crosstable</h2>
        <div class="scroll">
          <table data-testid="crosstable">
            <caption class="small muted">Each cell: the row's wins–losses–ties against the column.</caption>
            <thead><tr><th scope="col">Entrant</th>{names.map((n) => <th scope="col" key={n}>{n}</th>)}</tr></thead>
            <tbody>{names.map((a) => (
              <tr key={a}><th scope="row">{a}</th>{names.map((b) => {
                const r = t.crosstable[a]?.[b];
                return <td key={b}>{a === b ? "—" : r ? `${r.wins}–${r.losses}–${r.ties}` : ""}</td>;
              })}</tr>
            ))}</tbody>
          </table>
        </div>
      </section>
    </div>
  );
}

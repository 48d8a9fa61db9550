// Tournaments of bots: the list and the form that creates one (every format the API has, its
// bots built-in or players' own over HTTP), and one tournament's page: waiting for entrants
// ("Enter my bot", and "Start" for its creator), standings, crosstable, progress, ratings chart
// (Elo with its 95% interval, drawn as SVG here) and its games, each linked to its replay (an
// HTTP pair's matches) or its moves (a built-in pair's games, played again by the server:
// `TournamentGameView`). Live: while a tournament runs, the page follows its stream
// (`followTournament` in live.ts: GET /tournaments/{id}/stream, SSE, from the version it read;
// the tournament read again on `standings_changed` and `tournament_finished`; a closed stream
// reopened with Last-Event-ID), and reads the new game pairs after the last it has. No polling.
// The form's choices come from the API (tournament-form.ts); the API's refusals are shown in
// its words.
import { friendly } from "./errors";
import { must, type BotLevel, type components, type GinRummyClient } from "@ginrummy/client";
import { useEffect, useRef, useState } from "preact/hooks";
import schemas from "virtual:api-schemas";
import { describeAction } from "./analysis";
import { eloChart, explainOutcome } from "./cards";
import { choicesOf, GAME, type Choices } from "./games";
import { followTournament } from "./live";
import { RummyTournamentGameView } from "./rummy-tournament-game";
import {
  createBody, entrantText, FORMAT_WORDS, gameLinks, gamesAfter, matchTable, MODEL_WORDS, SPRT_FIELDS, SPRT_WORDS,
  tournamentChoices, UNIT_WORDS, type Format, type GamePair, type PairUnit, type SprtField, type SprtModel,
} from "./tournament-form";

type Tournament = components["schemas"]["Tournament"];
type TournamentSummary = components["schemas"]["TournamentSummary"];
type ReplayedGame = components["schemas"]["ReplayedGame"];
const CHOICES = tournamentChoices(schemas);
/** An Elo figure; null is infinite: `inf` says which way ("+∞" or "−∞"). */
const fmt = (v: number | null | undefined, inf: "+∞" | "−∞") => (v === null || v === undefined ? inf : v.toFixed(0));
const eloText = (elo: number | null | undefined, score: number) => fmt(elo, score >= 0.5 ? "+∞" : "−∞");
const formatTitle = (f: Format) => FORMAT_WORDS[f]?.title ?? f;
const STATUS_WORDS: Record<Tournament["status"], string> = {
  created: "waiting", running: "running", finished: "finished", cancelled: "cancelled", failed: "failed",
};
/** An entrant as a player reads it: an HTTP bot is its player's (`@name`). */

export function TournamentList({ client }: { client: GinRummyClient }) {
  const [list, setList] = useState<TournamentSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [game, setGame] = useState<Choices | null>(null);
  const [format, setFormat] = useState<Format>(CHOICES.format);
  const [levels, setLevels] = useState<Set<BotLevel>>(new Set());
  const [challenger, setChallenger] = useState<BotLevel | null>(null);
  const [pairs, setPairs] = useState(4);
  const [unit, setUnit] = useState<PairUnit>(CHOICES.unit);
  const [variant, setVariant] = useState("");
  const [target, setTarget] = useState(100);
  const [rounds, setRounds] = useState(CHOICES.rounds.value);
  const [sprt, setSprt] = useState<Record<SprtField, number>>(() => {
    const v = {} as Record<SprtField, number>;
    for (const f of SPRT_FIELDS) v[f] = CHOICES.sprt[f].value;
    return v;
  });
  const [model, setModel] = useState<SprtModel | null>(null);
  const [openToHttp, setOpenToHttp] = useState(false);
  const [deadline, setDeadline] = useState(CHOICES.deadline.value);
  const [busy, setBusy] = useState(false);
  const [unstarted, setUnstarted] = useState<string | null>(null);
  useEffect(() => {
    void must(client.GET("/tournaments", { params: { query: { limit: 100 } } })).then((l) => setList(l.tournaments), (e: unknown) => setError(friendly(e)));
    void must(client.GET("/games/{name}", { params: { path: { name: GAME } } })).then((g) => {
      const c = choicesOf(g);
      setGame(c); setVariant(c.variant); setTarget(c.target.value);
      setLevels(new Set(c.levels.slice(0, 2))); // the two weakest, to begin with
    }, (e: unknown) => setError(friendly(e)));
  }, [client]);
  const chosen = (game?.levels ?? []).filter((l) => levels.has(l));
  const create = async () => {
    setBusy(true); setError(null); setUnstarted(null);
    try {
      const body = createBody({ format, levels: chosen, challenger, pairs, unit, variant, target, rounds, sprt, model, openToHttp, deadlineSeconds: deadline });
      const t = await must(client.POST("/tournaments", { body }));
      if (!openToHttp) {
        try {
          await must(client.POST("/tournaments/{tournament_id}/start", { params: { path: { tournament_id: t.id } } }));
        } catch (e) { setError(friendly(e)); setUnstarted(t.id); return; }
      }
      window.location.hash = `#/t/${t.id}`;
    } catch (e) { setError(friendly(e)); } finally { setBusy(false); }
  };
  const num = (set: (n: number) => void) => (e: { currentTarget: HTMLInputElement }) => set(Number(e.currentTarget.value));
  return (
    <div class="home">
      <section class="panel">
        <h2>Tournaments</h2>
        {list === null ? <p class="muted">Loading…</p> : list.length === 0 ? <p class="muted">No tournament yet.</p> : (
          <div class="scroll">
            <table data-testid="tournaments">
              <thead><tr><th scope="col">Tournament</th><th scope="col">Format: status</th><th scope="col">Entrants</th></tr></thead>
              <tbody>{list.map((t) => (
                <tr key={t.id}><td><a href={`#/t/${t.id}`}>{t.id.slice(0, 8)}</a> <span class="muted small">{t.created_at.slice(0, 16).replace("T", " ")}</span></td><td>{formatTitle(t.format)}: {STATUS_WORDS[t.status] ?? t.status}</td><td>{t.entrants.map(entrantText).join(", ")}</td></tr>
              ))}</tbody>
            </table>
          </div>
        )}
      </section>
      <section class="panel">
        <h2>Run a tournament of bots</h2>
        {error ? <p class="error" role="alert" data-testid="tournament-error">{error}{unstarted ? <> It is created but not started: <a href={`#/t/${unstarted}`}>open it</a> to add entrants or start it.</> : null}</p> : null}
        {game === null ? <p class="muted" aria-live="polite">Loading the game…</p> : (
          <form class="form" data-testid="tournament-form" onSubmit={(e) => { e.preventDefault(); void create(); }}>
            <label for="t-format">Format</label>
            <select id="t-format" value={format} aria-describedby="t-format-says" onChange={(e) => setFormat(e.currentTarget.value as Format)}>
              {CHOICES.formats.filter((f) => game?.tournamentFormats.includes(f) ?? true).map((f) => <option key={f} value={f}>{formatTitle(f)}</option>)}
            </select>
            <p id="t-format-says" class="small muted wide">{FORMAT_WORDS[format]?.title}: {FORMAT_WORDS[format]?.says}.</p>
            <fieldset class="levels">
              <legend>Built-in bots</legend>
              {game.levels.map((l) => (
                <label key={l}><input type="checkbox" checked={levels.has(l)} onChange={(e) => {
                  const next = new Set(levels);
                  if (e.currentTarget.checked) next.add(l); else next.delete(l);
                  setLevels(next);
                }} /> {l}</label>
              ))}
            </fieldset>
            {format === "gauntlet" ? (
              <>
                <label for="t-challenger">Challenger</label>
                <select id="t-challenger" value={challenger && chosen.includes(challenger) ? challenger : chosen[0] ?? ""} onChange={(e) => setChallenger(e.currentTarget.value as BotLevel)}>
                  {chosen.map((l) => <option key={l} value={l}>{l}</option>)}
                </select>
                <p class="small muted wide">Players' own bots enter after the built-in ones: they play the challenger.</p>
              </>
            ) : null}
            {format === "swiss" ? (
              <>
                <label for="t-rounds">Rounds</label>
                <input id="t-rounds" type="number" min={CHOICES.rounds.min} max={CHOICES.rounds.max} value={rounds} onInput={num(setRounds)} aria-describedby="t-rounds-says" />
                <p id="t-rounds-says" class="small muted wide">At most one fewer than the bots (as many as the bots when they are odd); {CHOICES.rounds.max} at most.</p>
              </>
            ) : null}
            {format === "sprt" ? (
              <fieldset class="wide sprt" data-testid="sprt-fields">
                <legend>The test</legend>
                {SPRT_FIELDS.map((f) => {
                  const b = CHOICES.sprt[f];
                  return (
                    <div key={f} class="field">
                      <label for={`t-sprt-${f}`}>{SPRT_WORDS[f]}</label>
                      <input id={`t-sprt-${f}`} type="number" step="any" {...(b.min !== undefined ? { min: b.min } : {})} {...(b.max !== undefined ? { max: b.max } : {})} value={sprt[f]} onInput={(e) => setSprt({ ...sprt, [f]: Number(e.currentTarget.value) })} />
                    </div>
                  );
                })}
                <div class="field">
                  <label for="t-sprt-model">Formula</label>
                  <select id="t-sprt-model" value={model ?? ""} onChange={(e) => setModel((e.currentTarget.value || null) as SprtModel | null)}>
                    <option value="">the server's default</option>
                    {CHOICES.models.map((m) => <option key={m} value={m}>{MODEL_WORDS[m] ?? m}</option>)}
                  </select>
                </div>
              </fieldset>
            ) : null}
            <label for="t-pairs">{format === "sprt" ? "Game pairs at most" : "Game pairs per pairing"}</label>
            <input id="t-pairs" type="number" min={CHOICES.pairs.min} max={CHOICES.pairs.max} value={pairs} onInput={num(setPairs)} />
            <label for="t-unit">A pair is</label>
            <select id="t-unit" value={unit} onChange={(e) => setUnit(e.currentTarget.value as PairUnit)}>
              {CHOICES.units.map((u) => <option key={u} value={u}>{UNIT_WORDS[u] ?? u}</option>)}
            </select>
            <label for="t-variant">Variant</label>
            <select id="t-variant" value={variant} onChange={(e) => setVariant(e.currentTarget.value)}>
              {game.variants.map((v) => <option key={v} value={v}>{v}</option>)}
            </select>
            <label for="t-target">Target score</label>
            <input id="t-target" type="number" min={game.target.min} max={game.target.max} step={10} value={target} onInput={num(setTarget)} />
            <label class="wide check"><input type="checkbox" checked={openToHttp} onChange={(e) => setOpenToHttp(e.currentTarget.checked)} data-testid="open-to-http" /> Players may enter their own bots (over HTTP) before it starts</label>
            {openToHttp ? (
              <>
                <label for="t-deadline">Time per move (seconds)</label>
                <input id="t-deadline" type="number" step="any" min={CHOICES.deadline.min} max={CHOICES.deadline.max} value={deadline} onInput={num(setDeadline)} aria-describedby="t-deadline-says" />
                <p id="t-deadline-says" class="small muted wide">A bot that misses it loses the game.</p>
              </>
            ) : null}
            <button type="submit" class="primary" disabled={busy}>{openToHttp ? "Create" : "Create and start"}</button>
          </form>
        )}
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

/** A waiting tournament: its entrants, "Enter my bot", and "Start" for its creator. */
function Waiting({ client, t, myId, onChange }: { client: GinRummyClient; t: Tournament; myId: string; onChange: (t: Tournament) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mine = Object.entries(t.http_entrants).find(([, player]) => player === myId)?.[0] ?? null;
  const creator = t.created_by === myId;
  const act = async (what: "enter" | "start") => {
    setBusy(true); setError(null);
    try {
      const path = { params: { path: { tournament_id: t.id } } };
      onChange(await must(what === "enter"
        ? client.POST("/tournaments/{tournament_id}/entrants", { ...path, body: { kind: "http" } })
        : client.POST("/tournaments/{tournament_id}/start", path)));
    } catch (e) { setError(friendly(e)); } finally { setBusy(false); }
  };
  return (
    <section class="panel" data-testid="waiting">
      <h2>Waiting for entrants</h2>
      <p>Entrants so far: {t.entrants.length === 0 ? "none yet" : t.entrants.map(entrantText).join(", ")}.</p>
      {mine ? (
        <p data-testid="entered">Your bot is in, as {mine}. Keep it running and connected: its games are ordinary matches, announced on your live stream once the tournament starts ({(t.move_deadline_ms / 1000).toString()} seconds a move).</p>
      ) : (
        <p>Have a bot of your own? It plays under your name, over HTTP with your token (see the bot runner in clients/README.md).</p>
      )}
      {error ? <p class="error" role="alert" data-testid="waiting-error">{error}</p> : null}
      <div class="actions">
        {mine ? null : <button type="button" disabled={busy} onClick={() => void act("enter")}>Enter my bot</button>}
        {creator ? <button type="button" class="primary" disabled={busy} onClick={() => void act("start")}>Start</button> : <span class="muted small">Its creator starts it.</span>}
      </div>
    </section>
  );
}

/** The recorded game pairs, each game linked to its replay (a match) or its moves. */
function Games({ id, games, of }: { id: string; games: GamePair[]; of: Tournament["game"] }) {
  return (
    <section class="panel">
      <h2>Games</h2>
      {games.length === 0 ? <p class="muted">No game pair finished yet.</p> : (
        <div class="scroll">
          <table data-testid="games">
            <caption class="small muted">Each pair: two games, the seats swapped; its result for the first entrant. Points: the matches' totals{games.some((g) => g.unit === "deals") ? " (a pair of deals: the hand points)" : ""}.</caption>
            <thead><tr><th scope="col">Pair</th><th scope="col">Entrants</th><th scope="col">Wins–losses–ties, points</th><th scope="col">Games</th></tr></thead>
            <tbody>{games.map((g) => (
              <tr key={g.position} data-testid="game-pair" data-http={g.matches ? "1" : "0"}>
                <td>{g.position}</td>
                <th scope="row">{entrantText(g.a)} <span class="muted">vs</span> {entrantText(g.b)}</th>
                <td>{g.a_wins}–{g.b_wins}–{g.ties}, {g.a_points ?? "?"}–{g.b_points ?? "?"} points{g.forfeits ? <span class="small muted"> ({g.forfeits} lost on time)</span> : null}</td>
                <td><span class="links">{gameLinks(id, g, of ?? "gin").map((l) => <a key={l.href} href={l.href} aria-label={l.label} data-testid="game-link">{l.text}</a>)}</span></td>
              </tr>
            ))}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The HTTP games being played now (their pair not recorded yet), each linked to its match. */
function InPlay({ t }: { t: Tournament }) {
  const inPlay = t.games_in_play ?? [];
  if (inPlay.length === 0) return null;
  return (
    <section class="panel">
      <h2>Games in play</h2>
      <ul class="links" data-testid="games-in-play">{inPlay.map((g) => (
        <li key={g.match_id}><a href={matchTable(g.match_id, t.game ?? "gin")} data-testid="game-in-play">Pairing {g.pairing + 1}, pair {g.k + 1}, game {g.game + 1}</a></li>
      ))}</ul>
    </section>
  );
}

export function TournamentView({ client, id, myId }: { client: GinRummyClient; id: string; myId: string }) {
  const [t, setT] = useState<Tournament | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [updates, setUpdates] = useState(0);
  const [games, setGames] = useState<GamePair[]>([]);
  const reading = useRef(false);
  useEffect(() => {
    const ctrl = new AbortController();
    followTournament(client, id, { signal: ctrl.signal, onTournament: (next) => { setT(next); setUpdates((n) => n + 1); } })
      .catch((e: unknown) => { if (!ctrl.signal.aborted) setError(friendly(e)); });
    return () => ctrl.abort();
  }, [client, id]);
  // the new game pairs, after the last one read, whenever more have been played
  const played = t?.progress.pairs_played ?? 0;
  useEffect(() => {
    if (played <= games.length || reading.current) return;
    reading.current = true;
    const last = games[games.length - 1]?.position ?? 0;
    gamesAfter(client, id, last).then((more) => setGames((now) => [...now, ...more.filter((g) => g.position > (now[now.length - 1]?.position ?? 0))]), (e: unknown) => setError(friendly(e)))
      .finally(() => { reading.current = false; });
  }, [client, id, played, games.length]);
  if (!t) return <p aria-live="polite">{error ?? "Loading the tournament…"}</p>;
  const names = t.standings.map((s) => s.entrant);
  const p = t.progress;
  const outcome = t.outcome ? ` (${t.outcome.reason === "complete" ? "every pair played" : t.outcome.reason === "sprt" ? `the test decided: ${t.outcome.decision === "H1" ? "stronger" : "not stronger"}` : t.outcome.reason === "cap" ? "the pairs ran out before the test decided" : t.outcome.detail ?? "an error"})` : "";
  return (
    <div class="tournament" data-testid="tournament" data-status={t.status} data-updates={updates} data-games={games.length}>
      <section class="panel">
        <h2>Tournament {t.id.slice(0, 8)}: {formatTitle(t.format)}</h2>
        <p data-testid="tournament-status" aria-live="polite">
          {t.status === "created" ? "waiting for entrants" : STATUS_WORDS[t.status] ?? t.status}{outcome} · {t.rules.variant} to {t.rules.target_score} · a pair is {UNIT_WORDS[t.pair] ?? t.pair}{t.rounds ? ` · ${t.rounds} rounds` : ""} · seed {t.seed}
        </p>
        {error ? <p class="error" role="alert">{error}</p> : null}
        <label for="t-progress">Progress: {p.pairs_played} of {p.pairs_planned} game pairs ({p.games_played} games)</label>
        <progress id="t-progress" max={Math.max(p.pairs_planned, 1)} value={p.pairs_played} data-testid="progress" />
        {t.status === "running" ? <p class="small muted" data-testid="live">Live: the standings follow the tournament's stream.</p> : null}
      </section>
      {t.status === "created" ? <Waiting client={client} t={t} myId={myId} onChange={(next) => { setT(next); setUpdates((n) => n + 1); }} /> : null}
      {t.status === "created" ? null : <>
      <section class="panel">
        <h2>Standings</h2>
        <div class="scroll">
          <table data-testid="standings">
            <thead><tr><th scope="col">#</th><th scope="col">Entrant</th><th scope="col">Games</th><th scope="col">W–L–T</th><th scope="col">Score</th><th scope="col">Elo (95%)</th><th scope="col">LOS</th></tr></thead>
            <tbody>{t.standings.map((s) => (
              <tr key={s.entrant}><td>{s.rank}</td><th scope="row">{entrantText(s.entrant)}</th><td>{s.games}</td><td>{s.wins}–{s.losses}–{s.ties}</td><td>{(s.score * 100).toFixed(1)}%</td>
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
            <thead><tr><th scope="col">Entrant</th>{names.map((n) => <th scope="col" key={n}>{entrantText(n)}</th>)}</tr></thead>
            <tbody>{names.map((a) => (
              <tr key={a}><th scope="row">{entrantText(a)}</th>{names.map((b) => {
                const r = t.crosstable[a]?.[b];
                return <td key={b}>{a === b ? "—" : r ? `${r.wins}–${r.losses}–${r.ties}` : ""}</td>;
              })}</tr>
            ))}</tbody>
          </table>
        </div>
      </section>
      <InPlay t={t} />
      <Games id={t.id} games={games} of={t.game} />
      </>}
    </div>
  );
}

/** One game of a built-in pair, move by move: a Gin tournament's (`GinTournamentGame`) or a
 * Rummy tournament's (`RummyTournamentGameView`), as the tournament's game says. */
export function TournamentGameView({ client, id, position, game }: { client: GinRummyClient; id: string; position: number; game: number }) {
  const [of, setOf] = useState<Tournament["game"] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void must(client.GET("/tournaments/{tournament_id}", { params: { path: { tournament_id: id } } }))
      .then((t) => setOf(t.game ?? "gin"), (e: unknown) => setError(friendly(e)));
  }, [client, id]);
  if (of === null) return <section class="panel"><p aria-live="polite">{error ?? "Loading the tournament…"}</p><a href={`#/t/${id}`}>Back to the tournament</a></section>;
  return of === "rummy"
    ? <RummyTournamentGameView client={client} id={id} position={position} game={game} />
    : <GinTournamentGame client={client} id={id} position={position} game={game} />;
}

/** One game of a built-in Gin pair, move by move (GET /tournaments/{id}/games/{position}/moves:
 * the server plays it again from its seed), each deal's scoring and the result. */
function GinTournamentGame({ client, id, position, game }: { client: GinRummyClient; id: string; position: number; game: number }) {
  const [r, setR] = useState<ReplayedGame | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void must(client.GET("/tournaments/{tournament_id}/games/{position}/moves", { params: { path: { tournament_id: id, position }, query: { game } } }))
      .then(setR, (e: unknown) => setError(friendly(e)));
  }, [client, id, position, game]);
  const back = <a href={`#/t/${id}`}>Back to the tournament</a>;
  if (!r) return <section class="panel"><p aria-live="polite">{error ?? "Playing the game again…"}</p>{back}</section>;
  const names = r.seats;
  const result = r.result;
  const winner = "winner" in result && result.winner !== null && result.winner !== undefined ? names[result.winner] : null;
  const score = result.reason === "target_reached" ? result.totals.join("–") : result.reason === "deals_played" ? result.scores.join("–") : "";
  return (
    <div class="tournament" data-testid="tournament-game">
      <section class="panel">
        <h2>Pair {r.position}, game {r.game + 1}: {names.map(entrantText).join(" vs ")}</h2>
        <p data-testid="game-result">{winner ? `${entrantText(winner)} won` : "A tie"}{score ? `, ${score}` : ""} · {r.deals.length} {r.deals.length === 1 ? "deal" : "deals"} · {r.moves.length} moves.</p>
        <p class="small muted">Played again by the server from the pair's seed, with the same bots: the same game as recorded.</p>
        {back}
      </section>
      <section class="panel">
        <h2>Deals</h2>
        <ol data-testid="game-deals">{r.deals.map((d) => <li key={d.number}>{entrantText(names[d.dealer] ?? "")} dealt. {explainOutcome(d.outcome, names.map(entrantText))}</li>)}</ol>
      </section>
      <section class="panel">
        <h2>Moves</h2>
        <ol class="moves" data-testid="game-moves">{r.moves.map((m, i) => <li key={i}>{entrantText(names[m.seat] ?? "")}: {describeAction(m.action)}</li>)}</ol>
      </section>
    </div>
  );
}

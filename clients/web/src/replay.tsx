// Watch a match move by move (GET /matches/{id}/versions/{v}): once it has finished, the whole
// table as it stood at each step (every seat's view of that version, `seat_views`), with the
// fair-deal proof checked (the deck commitments, GET /matches/{id}/deals/{k}/reveal). A finished match can be analysed (GET
// /matches/{id}/analysis): each decision's label, loss and best action beside its move, the
// decisions as a list that jumps to them, and each seat's totals.
import { friendly } from "./errors";
import { must, type Event, type GinRummyClient, type Match } from "@ginrummy/client";
import { useEffect, useMemo, useState } from "preact/hooks";
import { atLeast, decisionsByStep, fetchAnalysis, LABELS, otherAction, totalsText, verdict, type Label, type MatchAnalysis } from "./analysis";
import { CardFace } from "./card";
import { allEvents } from "./api";
import { describeEvent, shownScores, sortCards } from "./cards";
import { seatNames } from "./table";
import { Board, DealReveal, SpectatorBoard, TableAsItStood } from "./board";
import { controlsOf } from "./cards";

type AtVersion = Awaited<ReturnType<typeof fetchAt>>;
async function fetchAt(client: GinRummyClient, id: string, version: number) {
  return must(client.GET("/matches/{match_id}/versions/{version}", { params: { path: { match_id: id, version } } }));
}

export function ReplayView({ client, id, myId }: { client: GinRummyClient; id: string; myId: string | null }) {
  const [match, setMatch] = useState<Match | null>(null);
  const [events, setEvents] = useState<Event[]>([]);
  const [step, setStep] = useState(0);
  const [at, setAt] = useState<AtVersion | null>(null);
  const [verified, setVerified] = useState<{ ok: number; total: number; bad: number[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [analysis, setAnalysis] = useState<MatchAnalysis | "pending" | null>(null);
  const [analysisError, setAnalysisError] = useState<string | null>(null);
  const [least, setLeast] = useState<Label>("good");
  const byStep = useMemo(() => (analysis && analysis !== "pending" ? decisionsByStep(events, analysis) : []), [events, analysis]);
  const [ctrl] = useState(() => new AbortController());
  useEffect(() => () => ctrl.abort(), [ctrl]);
  const analyse = () => {
    setAnalysis("pending"); setAnalysisError(null);
    fetchAnalysis(client, id, { signal: ctrl.signal }).then(
      (a) => setAnalysis(a),
      (e: unknown) => { if (!ctrl.signal.aborted) { setAnalysis(null); setAnalysisError(friendly(e)); } },
    );
  };

  useEffect(() => {
    void (async () => {
      try {
        const m = await must(client.GET("/matches/{match_id}", { params: { path: { match_id: id } } }));
        const log = await allEvents(client, id);
        setMatch(m);
        setEvents(log);
        setStep(Math.max(0, log.length - 1));
        const scored = log.filter((e) => e.type === "deal_scored").map((e) => (e.type === "deal_scored" ? e.data.deal : 0));
        const results = await Promise.all(
          scored.map(async (k) => {
            const r = await must(client.GET("/matches/{match_id}/deals/{deal}/reveal", { params: { path: { match_id: id, deal: k } } }));
            return { k, valid: r.valid };
          }),
        );
        setVerified({ ok: results.filter((r) => r.valid).length, total: results.length, bad: results.filter((r) => !r.valid).map((r) => r.k) });
      } catch (e) {
        setError(friendly(e));
      }
    })();
  }, [client, id]);

  const version = events[step]?.version;
  useEffect(() => {
    if (version === undefined) return;
    let live = true;
    fetchAt(client, id, version).then((v) => live && setAt(v), (e: unknown) => live && setError(friendly(e)));
    return () => { live = false; };
  }, [client, id, version]);

  if (!match) return <p>{error ?? "Loading the match…"}</p>;
  const names = seatNames(match, myId);
  // the match's last step: its totals (hand points and every bonus), as the result serves them
  const final = at?.status === "finished" && at.result?.reason === "target_reached";
  const last = events.length - 1;
  const go = (s: number) => setStep(Math.min(Math.max(0, s), last));
  const onKey = (e: KeyboardEvent) => {
    if (e.key === "ArrowRight") { go(step + 1); e.preventDefault(); }
    if (e.key === "ArrowLeft") { go(step - 1); e.preventDefault(); }
  };
  return (
    <div class="replay" data-testid="replay">
      <h2>Replay: {names.join(" vs ")}</h2>
      <p class="muted small">{match.rules.variant}, to {match.rules.target_score} · {match.status}{match.winner !== null ? `, ${names[match.winner]} won` : ""}</p>
      {verified ? (
        verified.bad.length === 0 ? (
          <p class="badge ok" data-testid="verified" title="Each deck was sealed (its fingerprint published) before it was dealt, and the deck revealed afterwards matches it: nobody could change the cards.">✓ Fair-deal proof verified: every deck was sealed before it was dealt ({verified.ok}/{verified.total} deals)</p>
        ) : (
          <p class="badge bad" data-testid="verified">✗ Fair-deal proof failed: deal(s) {verified.bad.map((k) => k + 1).join(", ")} do not match the deck sealed before the deal</p>
        )
      ) : <p class="badge muted">Checking the fair-deal proof…</p>}
      <div class="stepper" role="toolbar" aria-label="move by move" onKeyDown={onKey}>
        <button type="button" onClick={() => go(0)} disabled={step === 0} aria-label="first move">« First</button>
        <button type="button" data-testid="prev" onClick={() => go(step - 1)} disabled={step === 0} aria-label="previous move">◀</button>
        <label>
          <span class="sr-only">move</span>
          <input type="range" min={0} max={last} value={step} onInput={(e) => go(Number(e.currentTarget.value))} aria-valuetext={events[step] ? describeEvent(events[step], names) : ""} />
        </label>
        <button type="button" data-testid="next" onClick={() => go(step + 1)} disabled={step >= last} aria-label="next move">▶</button>
        <button type="button" onClick={() => go(last)} disabled={step >= last} aria-label="last move">Last »</button>
        <span class="small" data-testid="replay-step" data-version={version}>move {step + 1} of {events.length}</span>
      </div>
      <p class="status" aria-live="polite" data-testid="replay-event">
        {events[step] ? describeEvent(events[step], names) : ""}
        {byStep[step] ? <span class={`verdict ${byStep[step].label}`} data-testid="move-analysis"> · {verdict(byStep[step])}</span> : null}
      </p>
      {at ? (
        <div data-testid="replay-at" data-at={at.version}>
          <p class="small" data-testid="replay-score">
            {final ? "Match total" : "Score"}: {names.map((name, seat) => `${name} ${shownScores(at)[seat] ?? 0}`).join(", ")}
            {final ? ` (hand points ${names.map((name, seat) => `${name} ${at.scores[seat] ?? 0}`).join(", ")}, and every bonus: see the score sheet)` : ""}
            {at.deal !== null ? ` · deal ${at.deal + 1}` : ""}
          </p>
          {at.seat_views ? (
            <TableAsItStood views={at.seat_views} names={names} />
          ) : at.deal_end && at.deal !== null ? (
            <DealReveal reveal={{ deal: at.deal, end: at.deal_end, scores: at.scores }} names={names} me={at.your_seat ?? -1} />
          ) : at.view ? (
            <Board view={at.view} names={names} controls={controlsOf(null)} busy={true} mode={null} setMode={() => {}} selected={null} setSelected={() => {}} act={() => {}} />
          ) : at.hands ? (
            at.hands.map((h, seat) => (
              <section class="seat plain" key={seat} aria-label={`${names[seat]}'s hand`}>
                <h3>{names[seat]}</h3>
                <div class="hand">{sortCards(h).map((c) => <CardFace key={c} code={c} />)}</div>
              </section>
            ))
          ) : at.spectator ? (
            <SpectatorBoard state={at.spectator} names={names} lastMove={null} />
          ) : <p class="muted">{match.status === "finished" ? "No cards on the table yet." : "The hands are hidden until the deal is over."}</p>}
        </div>
      ) : null}
      {match.status === "finished" ? (
        <section class="panel analysis" aria-labelledby="analysis-title" data-testid="analysis">
          <h3 id="analysis-title">The expert's analysis</h3>
          <p aria-live="polite" data-testid="analysis-status" class="small">
            {analysis === "pending" ? "Analysing… the expert values every decision; this takes a few seconds."
              : analysis ? `${analysis.decisions.length} decisions valued (${analysis.playouts} deals guessed each, seed ${analysis.seed}); loss in points to the end of the deal. ${analysis.seats.map((t) => totalsText(t, names)).join(". ")}.`
              : analysisError ? `The analysis failed: ${analysisError}` : "Which decisions cost points, and what was better?"}
          </p>
          {analysis === null ? <button type="button" class="primary" data-testid="analyse" onClick={analyse}>Analyse the moves</button> : null}
          {analysis && analysis !== "pending" ? (
            <>
              <table data-testid="analysis-totals" class="totals">
                <caption class="small muted">Per player: the average loss per decision (points) and the decisions by label (good under {analysis.thresholds.inaccuracy} points lost, inaccuracy under {analysis.thresholds.mistake}, mistake under {analysis.thresholds.blunder}, else blunder).</caption>
                <thead><tr><th scope="col"><span class="sr-only">measure</span></th>{analysis.seats.map((t) => <th scope="col" key={t.seat}>{names[t.seat]}</th>)}</tr></thead>
                <tbody>
                  <tr><th scope="row">Decisions</th>{analysis.seats.map((t) => <td key={t.seat}>{t.decisions}</td>)}</tr>
                  <tr><th scope="row">Average loss</th>{analysis.seats.map((t) => <td key={t.seat}>{t.average_loss.toFixed(2)}</td>)}</tr>
                  {LABELS.map((l) => <tr key={l}><th scope="row"><span class={`tag ${l}`}>{l}</span></th>{analysis.seats.map((t) => <td key={t.seat}>{t[l]}</td>)}</tr>)}
                </tbody>
              </table>
              <label for="analysis-filter">Show</label>{" "}
              <select id="analysis-filter" value={least} onChange={(e) => setLeast(e.currentTarget.value as Label)}>
                <option value="good">every decision</option>
                <option value="inaccuracy">inaccuracies and worse</option>
                <option value="mistake">mistakes and blunders</option>
                <option value="blunder">blunders</option>
              </select>
              <ol class="decisions" data-testid="analysis-moves" aria-label="decisions, each with its label: choose one to go to its move">
                {events.map((e, i) => {
                  const d = byStep[i];
                  if (!d || !atLeast(d, least)) return null;
                  return (
                    <li key={e.version}>
                      <button type="button" class="link" aria-current={i === step ? "step" : undefined} onClick={() => go(i)} data-testid="decision">
                        <span class={`tag ${d.label}`}>{d.label}</span>{" "}
                        <span>move {i + 1}: {describeEvent(e, names)}</span>{" "}
                        <span class="small">{d.loss.toFixed(1)} points lost{otherAction(d) === null ? ", the best move" : `; ${otherAction(d)}`}</span>
                      </button>
                    </li>
                  );
                })}
              </ol>
            </>
          ) : null}
        </section>
      ) : null}
      {error ? <p class="error" role="alert">{error}</p> : null}
    </div>
  );
}

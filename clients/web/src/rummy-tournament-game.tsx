// One game of a built-in Rummy pair of a tournament, move by move (GET
// /tournaments/{id}/games/{position}/rummy-moves: the server plays it again from the pair's seed,
// the same bots, so it is the recorded game): each action with the table it was played on and
// every seat's hand then (a finished game of built-in bots: all public), each hand's end, and
// the result. Nothing is computed here: the tables, the hands and the points are the server's.
import { must, type components, type GinRummyClient } from "@ginrummy/client";
import { useEffect, useState } from "preact/hooks";
import { friendly } from "./errors";
import { actionPhrase, handEndHeadline } from "./rummy";
import { RummySpectatorBoard } from "./rummy-watch";
import { entrantText } from "./tournament-form";

type Replayed = components["schemas"]["RummyReplayedGame"];

export function RummyTournamentGameView({ client, id, position, game }: { client: GinRummyClient; id: string; position: number; game: number }) {
  const [r, setR] = useState<Replayed | null>(null);
  const [step, setStep] = useState(0);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void must(client.GET("/tournaments/{tournament_id}/games/{position}/rummy-moves", { params: { path: { tournament_id: id, position }, query: { game } } }))
      .then(setR, (e: unknown) => setError(friendly(e)));
  }, [client, id, position, game]);
  const back = <a href={`#/t/${id}`}>Back to the tournament</a>;
  if (!r) return <section class="panel"><p aria-live="polite">{error ?? "Playing the game again…"}</p>{back}</section>;
  const names = r.seats.map(entrantText);
  const last = Math.max(0, r.moves.length - 1);
  const go = (s: number) => setStep(Math.min(Math.max(0, s), last));
  const onKey = (e: KeyboardEvent) => {
    if (e.key === "ArrowRight") { go(step + 1); e.preventDefault(); }
    if (e.key === "ArrowLeft") { go(step - 1); e.preventDefault(); }
  };
  const move = r.moves[step];
  const words = move ? `${names[move.seat] ?? ""} ${actionPhrase(move.action)}` : "";
  const points = r.result.points;
  const first = r.result.ranks.filter((rank) => rank === 1).length === 1 ? r.result.ranks.indexOf(1) : null;
  return (
    <div class="tournament" data-testid="tournament-game" data-game="rummy">
      <section class="panel">
        <h2>Pair {r.position}, game {r.game + 1}: {names.join(" vs ")}</h2>
        <p data-testid="game-result">{first !== null ? `${names[first] ?? ""} won` : "Nobody won alone"}, {points.join("–")} · {r.result.hands} {r.result.hands === 1 ? "hand" : "hands"} · {r.moves.length} moves.</p>
        <p class="small muted">Played again by the server from the pair's seed, with the same bots: the same game as recorded.</p>
        {back}
      </section>
      {move ? (
        <section class="panel replay rummy">
          <div class="stepper" role="toolbar" aria-label="move by move" onKeyDown={onKey}>
            <button type="button" onClick={() => go(0)} disabled={step === 0} aria-label="first move">« First</button>
            <button type="button" data-testid="prev" onClick={() => go(step - 1)} disabled={step === 0} aria-label="previous move">◀</button>
            <label>
              <span class="sr-only">move</span>
              <input type="range" min={0} max={last} value={step} onInput={(e) => go(Number(e.currentTarget.value))} aria-valuetext={words} />
            </label>
            <button type="button" data-testid="next" onClick={() => go(step + 1)} disabled={step >= last} aria-label="next move">▶</button>
            <button type="button" onClick={() => go(last)} disabled={step >= last} aria-label="last move">Last »</button>
            <span class="small" data-testid="replay-step">move {step + 1} of {r.moves.length}, hand {move.hand + 1}</span>
          </div>
          <p class="status" aria-live="polite" data-testid="replay-event">{words}</p>
          <p class="small muted">The table as {names[move.seat] ?? ""} played on it:</p>
          <RummySpectatorBoard table={move.table} names={names} hands={move.hands} />
        </section>
      ) : null}
      <section class="panel">
        <h2>Hands</h2>
        <ol data-testid="game-deals">{r.hands.map((h) => <li key={h.hand}>{names[h.dealer] ?? ""} dealt. {handEndHeadline(h.end, names)}</li>)}</ol>
      </section>
      <section class="panel">
        <h2>Moves</h2>
        <ol class="moves" data-testid="game-moves">{r.moves.map((m, i) => (
          <li key={i}><button type="button" class="link" aria-current={i === step ? "step" : undefined} onClick={() => go(i)}>{names[m.seat] ?? ""} {actionPhrase(m.action)}</button></li>
        ))}</ol>
      </section>
    </div>
  );
}

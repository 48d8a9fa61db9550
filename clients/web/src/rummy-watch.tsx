// Watching Rummy: the spectator's board of a live match (the match's `table`, what anyone may
// see: every seat with its card count, the melds by owner, the stock's count and the pile; no
// hand) and the replay of a finished match (#/rummy/ID/replay: GET /rummy/matches/{id}/versions/{v}
// step by step, every hand shown as it stood, the moves in words). Nothing is computed here
// but the layout: the table, the hands and the scores are the server's.
import { must, type components, type GinRummyClient } from "@ginrummy/client";
import { useEffect, useState } from "preact/hooks";
import { CardBack } from "./card";
import { possessive, type Names } from "./cards";
import { friendly } from "./errors";
import { HandEndView, RummyCard } from "./rummy-board";
import {
  cardsShort, describeRummyEvent, isJoker, jokersText, meldsByOwner, rummyCardLabel, rummyMatchEnd, rummySeatNames,
  sortHand, tableMeldText, type RummyEvent, type RummyMatch,
} from "./rummy";

type S = components["schemas"];
export type RummyTable = S["RummyTableView"];
type AtVersion = S["RummyMatchAtVersion"];

/** The table as anyone sees it; with `hands` (a finished match's replay) each seat's cards too. */
export function RummySpectatorBoard({ table, names, hands, fresh }: {
  table: RummyTable; names: Names; hands?: readonly (readonly string[])[] | null; fresh?: string | null;
}) {
  const seats = Array.from({ length: table.seats }, (_, s) => s);
  const top = table.pile[table.pile.length - 1] ?? null;
  const ended = table.phase === "ended";
  const groups = meldsByOwner(table.melds, table.seats, 0);
  return (
    <div class="board rummy-board spectator" data-testid="rummy-spectator" data-phase={table.phase} data-to-act={table.to_act ?? ""}>
      <section class="rummy-others" aria-label="the players">
        {seats.map((seat) => {
          const count = table.hand_sizes[seat] ?? 0;
          const hand = hands?.[seat] ?? null;
          return (
            <div class={`seat opponent${table.to_act === seat && !ended ? " acting" : ""}`} key={seat} data-testid="watch-seat" data-seat={seat} data-count={count}>
              <h3>
                {names[seat]}{" "}
                <span class="muted">({count} {count === 1 ? "card" : "cards"}{table.dealer === seat ? ", dealer" : ""}{table.to_act === seat && !ended ? " · to play" : ""})</span>
              </h3>
              {hand ? (
                <div class="hand" role="group" aria-label={`${possessive(names[seat])} hand`} data-testid="watch-hand" data-seat={seat}>
                  {hand.length === 0 ? <span class="small">no card left</span> : sortHand(hand, "rank").map((k) => <RummyCard key={k} code={k} extra="mini" />)}
                </div>
              ) : (
                <div class="backs" aria-hidden="true">{Array.from({ length: count }, (_, i) => <CardBack key={i} />)}</div>
              )}
            </div>
          );
        })}
      </section>
      <section class="middle" aria-label="stock and discard pile">
        <span class="card back stock" role="img" data-testid="watch-stock" data-count={table.stock_size} aria-label={`stock, ${table.stock_size} cards`}>
          <span class="count" aria-hidden="true">{table.stock_size}</span>
        </span>
        <div class="pile">
          {top ? <RummyCard key={top} code={top} extra={top === fresh ? "fresh" : ""} testid="watch-pile-top" hint="top of the discard pile" />
            : <span class="card empty" role="img" aria-label="empty discard pile" />}
          <span class="muted small">{table.pile.length} in the pile</span>
        </div>
        <div class="pile-cards small">
          <p class="muted">The pile (top last):</p>
          <p class="pile-list" data-testid="watch-pile">{table.pile.length ? cardsShort(table.pile) : "empty"}</p>
        </div>
      </section>
      <section class="table-melds" aria-label="melds on the table" data-testid="watch-melds">
        <h3>On the table</h3>
        {groups.length === 0 ? <p class="small muted">No meld yet.</p> : groups.map((g) => (
          <div class="meld-owner" key={g.owner} data-testid="meld-owner" data-owner={g.owner}>
            <h4>{possessive(names[g.owner], true)} melds</h4>
            <div class="melds">
              {g.melds.map((m) => {
                const stands = jokersText(m.jokers);
                return (
                  <div class="meld-target" key={m.id} role="group" aria-label={`meld ${m.id + 1}, a ${m.kind}: ${tableMeldText(m)}`} data-testid="table-meld" data-meld={m.id}>
                    {m.cards.map((k) => <RummyCard key={k} code={k} extra="mini" {...(isJoker(k) && m.jokers[k] ? { hint: `standing for ${rummyCardLabel(m.jokers[k])}` } : {})} />)}
                    {stands ? <span class="stands" aria-hidden="true">{stands}</span> : null}
                  </div>
                );
              })}
            </div>
          </div>
        ))}
      </section>
    </div>
  );
}

async function allRummyEvents(client: GinRummyClient, id: string): Promise<RummyEvent[]> {
  const out: RummyEvent[] = [];
  for (;;) {
    const page = await must(client.GET("/rummy/matches/{match_id}/events", {
      params: { path: { match_id: id }, query: { after: out[out.length - 1]?.version ?? 0, limit: 5000 } },
    }));
    out.push(...page.events);
    if (page.events.length === 0 || (out[out.length - 1]?.version ?? 0) >= page.version) return out;
  }
}

/** A finished (or any) Rummy match step by step: each step one event of its log, the table as
 * it stood then (with every hand once the hand is over: always, once the match is). */
export function RummyReplayView({ client, id, myId }: { client: GinRummyClient; id: string; myId: string | null }) {
  const [match, setMatch] = useState<RummyMatch | null>(null);
  const [events, setEvents] = useState<RummyEvent[]>([]);
  const [step, setStep] = useState(0);
  const [at, setAt] = useState<AtVersion | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void (async () => {
      try {
        const m = await must(client.GET("/rummy/matches/{match_id}", { params: { path: { match_id: id } } }));
        const log = await allRummyEvents(client, id);
        setMatch(m);
        setEvents(log);
        setStep(0);
      } catch (e) { setError(friendly(e)); }
    })();
  }, [client, id]);

  const version = events[step]?.version;
  useEffect(() => {
    if (version === undefined) return;
    let live = true;
    must(client.GET("/rummy/matches/{match_id}/versions/{version}", { params: { path: { match_id: id, version } } }))
      .then((v) => live && setAt(v), (e: unknown) => live && setError(friendly(e)));
    return () => { live = false; };
  }, [client, id, version]);

  if (!match) return <p aria-live="polite">{error ?? "Loading the match…"}</p>;
  const names = rummySeatNames(match, myId);
  const last = events.length - 1;
  const go = (s: number) => setStep(Math.min(Math.max(0, s), last));
  const onKey = (e: KeyboardEvent) => {
    if (e.key === "ArrowRight") { go(step + 1); e.preventDefault(); }
    if (e.key === "ArrowLeft") { go(step - 1); e.preventDefault(); }
  };
  const event = events[step];
  const words = event ? describeRummyEvent(event, names) : "";
  const ended = at?.hands[at.hands.length - 1] ?? null;
  const justScored = event?.type === "hand_scored" || event?.type === "match_finished" ? ended : null;
  const ready = at !== null && at.version === version;
  return (
    <div class="replay rummy" data-testid="rummy-replay" data-ready={ready ? "1" : "0"} data-step={step} data-last={last}>
      <h2>Replay: {names.join(", ")}</h2>
      <p class="muted small">
        {match.options.scoring === "penalty" ? "Penalty scoring" : "Winner takes all"}, to {match.options.target_score} ·{" "}
        {match.status === "finished" ? rummyMatchEnd(match, names, match.options.scoring) : `the match is ${match.status}: the hands in play stay hidden`}
      </p>
      <div class="stepper" role="toolbar" aria-label="move by move" onKeyDown={onKey}>
        <button type="button" data-testid="first" onClick={() => go(0)} disabled={step === 0} aria-label="first step">« First</button>
        <button type="button" data-testid="prev" onClick={() => go(step - 1)} disabled={step === 0} aria-label="previous step">◀</button>
        <label>
          <span class="sr-only">step</span>
          <input type="range" min={0} max={last} value={step} onInput={(e) => go(Number(e.currentTarget.value))} aria-valuetext={words} />
        </label>
        <button type="button" data-testid="next" onClick={() => go(step + 1)} disabled={step >= last} aria-label="next step">▶</button>
        <button type="button" data-testid="last" onClick={() => go(last)} disabled={step >= last} aria-label="last step">Last »</button>
        <span class="small" data-testid="replay-step">step {step + 1} of {events.length}</span>
      </div>
      <p class="status" aria-live="polite" data-testid="replay-event">{words}</p>
      {at ? (
        <div data-testid="replay-at" data-at={at.version}>
          <p class="small" data-testid="replay-score">
            Score: {names.map((n, seat) => <span key={seat}>{seat > 0 ? ", " : ""}{n} <strong data-testid={`replay-score${seat}`}>{at.scores[seat] ?? 0}</strong></span>)}
            {at.hand !== null ? ` · hand ${at.hand + 1}` : ""}
          </p>
          {justScored ? (
            <HandEndView record={justScored} names={names} scoring={match.options.scoring} scores={at.scores} target={match.options.target_score} />
          ) : null}
          {at.table ? <RummySpectatorBoard table={at.table} names={names} hands={at.seat_hands} />
            : <p class="muted">No cards on the table yet.</p>}
        </div>
      ) : null}
      <details class="log">
        <summary>Moves ({events.length})</summary>
        <ol>{events.map((e, i) => (
          <li key={e.version}>
            <button type="button" class="link" aria-current={i === step ? "step" : undefined} onClick={() => go(i)}>{describeRummyEvent(e, names)}</button>
          </li>
        ))}</ol>
      </details>
      <p><a href={`#/rummy/${match.id}`}>Back to the table</a></p>
      {error ? <p class="error" role="alert">{error}</p> : null}
    </div>
  );
}

// The table as a seat sees it (a live deal, or the end-of-deal reveal): every control comes
// from `controls` (the view's legal actions), so a move the rules forbid has no control.
import type { LegalAction, SeatView } from "@ginrummy/client";
import { useEffect, useState } from "preact/hooks";
import { CardBack, CardFace } from "./card";
import { bestArrangement, cardLabel, explainOutcome, knockArrangements, layoutHand, sortCards, topDiscard, type Controls, type DealEnd, type Names, type SpectatorState } from "./cards";

export interface BoardProps {
  view: SeatView;
  names: Names;
  controls: Controls;
  busy: boolean;
  mode: "knock" | null;
  setMode: (m: "knock" | null) => void;
  selected: string | null;
  setSelected: (c: string | null) => void;
  act: (a: LegalAction) => void;
}

function Hand({ cards, arrangement, cardProps, label, testid = "hand-card" }: {
  cards: readonly string[];
  arrangement: SeatView["arrangement"];
  cardProps?: ((c: string) => { onClick?: () => void; disabled?: boolean; selected?: boolean; hint?: string; extra?: string }) | undefined;
  label: string;
  testid?: string;
}) {
  const layout = layoutHand(cards, arrangement);
  return (
    <div class="hand" role="group" aria-label={label}>
      {layout.melds.map((meld, i) => (
        <div class="group meld" role="group" aria-label={`meld ${i + 1}: ${meld.map(cardLabel).join(", ")}`} key={`m${i}`}>
          {meld.map((c) => <CardFace key={c} code={c} testid={testid} {...(cardProps?.(c) ?? {})} />)}
        </div>
      ))}
      <div class="group deadwood" role="group" aria-label={`deadwood cards, ${layout.count} points`}>
        {layout.deadwood.map((c) => <CardFace key={c} code={c} testid={testid} extra="dw" {...(cardProps?.(c) ?? {})} />)}
        {layout.deadwood.length === 0 ? <span class="none">no deadwood</span> : null}
      </div>
      <p class="deadwood-count" data-testid="deadwood">
        Deadwood: <strong>{layout.count}</strong>
      </p>
    </div>
  );
}

export function Board({ view, names, controls: c, busy, mode, setMode, selected, setSelected, act }: BoardProps) {
  const me = view.seat;
  const opp = 1 - me;
  const top = topDiscard(view);
  const ended = view.phase === "ended";
  const knock = view.knock;
  const canTakePile = c.drawDiscard ?? c.takeUpcard;
  const myTurn = view.to_act === me && c.any;
  // A knock whose kept cards can be laid out in several ways: the player picks the melds.
  const [knockChoice, setKnockChoice] = useState<{ discard: string; options: ReturnType<typeof knockArrangements> } | null>(null);
  useEffect(() => { if (mode !== "knock") setKnockChoice(null); }, [mode]);
  const knockWith = (card: string) => {
    const k = c.knock.get(card);
    if (!k) return;
    const options = knockArrangements(view.hand, card, view.knock_limit);
    if (options.length > 1) setKnockChoice({ discard: card, options });
    else act(k);
  };

  const handProps = (card: string) => {
    if (view.phase === "layoff" && c.layOff.size > 0) {
      const can = c.layOff.has(card);
      return {
        onClick: () => setSelected(selected === card ? null : card),
        disabled: busy || !can,
        selected: selected === card,
        hint: can ? (selected === card ? "selected to lay off" : "can be laid off") : "",
      };
    }
    if (mode === "knock") {
      const k = c.knock.get(card);
      return { onClick: () => knockWith(card), disabled: busy || !k, hint: k ? "knock discarding it" : "", selected: knockChoice?.discard === card };
    }
    const d = c.discard.get(card);
    if (c.discard.size > 0) {
      return {
        onClick: () => d && act(d),
        disabled: busy || !d,
        hint: d ? "discard it" : "cannot be discarded now",
        extra: view.taken_card === card ? "taken" : "",
      };
    }
    return { extra: view.taken_card === card ? "taken" : "" };
  };

  const oppCards = view.opponent_hand;
  return (
    <div class="board" data-phase={view.phase} data-my-turn={myTurn ? "1" : "0"}>
      <section class="seat opponent" aria-label={`${names[opp]}'s hand`}>
        <h3>{names[opp]} <span class="muted">({ended && oppCards ? oppCards.length : view.opponent_card_count} cards)</span></h3>
        {ended && oppCards ? (
          <Hand
            cards={oppCards}
            arrangement={knock && knock.knocker === opp ? { melds: knock.melds, deadwood_cards: knock.deadwood_cards, deadwood: knock.deadwood, discard: null } : bestArrangement(oppCards)}
            label={`${names[opp]}'s hand, revealed`}
            testid="opponent-card"
          />
        ) : (
          <div class="backs">
            {Array.from({ length: view.opponent_card_count }, (_, i) => <CardBack key={i} />)}
            {view.opponent_known.length > 0 ? (
              <p class="known">Known: {sortCards(view.opponent_known).map((k) => <CardFace key={k} code={k} extra="mini" />)}</p>
            ) : null}
          </div>
        )}
      </section>

      <section class="middle" aria-label="stock and discard pile">
        <button
          type="button"
          class="card back stock"
          data-testid="stock"
          disabled={busy || !c.drawStock}
          onClick={() => c.drawStock && act(c.drawStock)}
          aria-label={`stock, ${view.stock_size} cards${c.drawStock ? ": draw from it" : ""}`}
        >
          <span class="count">{view.stock_size}</span>
        </button>
        <div class="pile">
          {top ? (
            <CardFace
              code={top}
              testid="discard-pile"
              onClick={() => canTakePile && act(canTakePile)}
              disabled={busy || !canTakePile}
              hint={c.takeUpcard ? "the upcard: take it" : c.drawDiscard ? "top of the discard pile: draw it" : "top of the discard pile"}
            />
          ) : (
            <span class="card empty" role="img" aria-label="empty discard pile" />
          )}
          <span class="muted small">{view.discards.filter((d) => d.taken_by == null).length} in the pile</span>
        </div>
        {knock ? (
          <div class="knocker" aria-label={`${names[knock.knocker]}'s melds`}>
            <h3>{names[knock.knocker]} {view.outcome?.kind === "gin" || view.outcome?.kind === "big_gin" ? "went gin" : "knocked"}{knock.discard ? <> (discarded {cardLabel(knock.discard)})</> : null}</h3>
            <div class="melds">
              {knock.melds.map((meld, i) => {
                const laid = knock.layoffs.filter((l) => l.meld === i).map((l) => l.card);
                const layoff = selected ? c.layOff.get(selected)?.get(i) : undefined;
                const label = `${names[knock.knocker]}'s meld ${i + 1}: ${meld.map(cardLabel).join(", ")}${laid.length ? `; laid off: ${laid.map(cardLabel).join(", ")}` : ""}`;
                const inner = (
                  <>
                    {meld.map((k) => <CardFace key={k} code={k} extra="mini" />)}
                    {laid.map((k) => <CardFace key={k} code={k} extra="mini laid" />)}
                  </>
                );
                return view.phase === "layoff" && c.layOff.size > 0 ? (
                  <button
                    type="button"
                    class="meld-target"
                    key={i}
                    data-testid="knocker-meld"
                    disabled={busy || !layoff}
                    onClick={() => layoff && act(layoff)}
                  >
                    <span class="melds-inner" aria-hidden="true">{inner}</span>
                    <span class="sr-only">{label + (layoff && selected ? `: lay off ${cardLabel(selected)} here` : "")}</span>
                  </button>
                ) : (
                  <div class="meld-target" key={i} role="group" aria-label={label}>{inner}</div>
                );
              })}
            </div>
            {knock.deadwood_cards.length > 0 ? (
              <p class="small">Deadwood {knock.deadwood}: {knock.deadwood_cards.map((k) => <CardFace key={k} code={k} extra="mini" />)}</p>
            ) : null}
          </div>
        ) : null}
      </section>

      <section class="seat mine" aria-label="your hand">
        <h3>{names[me]}</h3>
        <Hand cards={view.hand} arrangement={view.arrangement} cardProps={ended ? undefined : handProps} label="your hand" />
        <div class="actions" role="toolbar" aria-label="actions">
          {c.passUpcard ? <button type="button" data-testid="pass" disabled={busy} onClick={() => c.passUpcard && act(c.passUpcard)}>Pass the upcard</button> : null}
          {c.takeUpcard ? <button type="button" data-testid="take" disabled={busy} onClick={() => c.takeUpcard && act(c.takeUpcard)}>Take the upcard</button> : null}
          {c.gin ? <button type="button" class="primary" data-testid="gin" disabled={busy} onClick={() => c.gin && act(c.gin)}>Gin (discard {cardLabel(c.gin.discard)})</button> : null}
          {c.bigGin ? <button type="button" class="primary" data-testid="big-gin" disabled={busy} onClick={() => c.bigGin && act(c.bigGin)}>Big gin</button> : null}
          {c.knock.size > 0 ? (
            <button type="button" data-testid="knock" aria-pressed={mode === "knock"} disabled={busy} onClick={() => setMode(mode === "knock" ? null : "knock")}>
              {mode === "knock" ? "Cancel knock" : "Knock…"}
            </button>
          ) : null}
          {mode === "knock" && knockChoice ? (
            <div class="knock-choice" role="group" aria-label={`choose your melds for the knock discarding ${cardLabel(knockChoice.discard)}`} data-testid="knock-choice">
              <p class="small">Discarding {cardLabel(knockChoice.discard)}: lay out your melds as</p>
              {knockChoice.options.map((o, i) => {
                const k = c.knock.get(knockChoice.discard);
                const text = `${o.melds.map((m) => m.map(cardLabel).join(", ")).join("; ")}; deadwood ${o.deadwood}`;
                return (
                  <button type="button" key={i} data-testid="knock-option" disabled={busy || !k} onClick={() => k && act({ ...k, melds: o.melds })}>
                    <span class="melds-inner" aria-hidden="true">
                      {o.melds.map((m, j) => <span class="group meld" key={j}>{m.map((x) => <CardFace key={x} code={x} extra="mini" />)}</span>)}
                      <span class="small">deadwood {o.deadwood}</span>
                    </span>
                    <span class="sr-only">{text}</span>
                  </button>
                );
              })}
            </div>
          ) : null}
          {c.finishLayoff ? <button type="button" data-testid="finish-layoff" disabled={busy} onClick={() => c.finishLayoff && act(c.finishLayoff)}>Done laying off</button> : null}
        </div>
      </section>

      {ended && view.outcome ? (
        <section class="outcome" aria-label="end of the deal" data-testid="reveal">
          <h3>End of the deal</h3>
          <p>{explainOutcome(view.outcome, names)}</p>
          <p>Scores: {names[0]} {view.scores[0]}, {names[1]} {view.scores[1]}</p>
        </section>
      ) : null}
    </div>
  );
}

/** The sentence that says whose turn it is and what to do. */
export function turnHint(view: SeatView, names: Names, c: Controls, mode: "knock" | null): string {
  if (view.phase === "ended") return "The deal is over.";
  if (view.to_act !== view.seat || !c.any) return `Waiting for ${names[1 - view.seat]}…`;
  switch (view.phase) {
    case "upcard_offer": return "Your turn: take the upcard (click the discard pile) or pass.";
    case "draw": return "Your turn: draw from the stock or the discard pile.";
    case "discard":
      return mode === "knock" ? "Knock: click the card to discard face down." : "Your turn: click a card to discard it.";
    case "layoff": return "Lay off: choose one of your cards, then the knocker's meld it fits; then Done.";
  }
}

/** The end of a deal that the next one has replaced on the table: both hands, the knocker's
 * melds with the cards laid off on them, and the scoring in words. */
export function DealReveal({ end, names, me }: { end: DealEnd; names: Names; me: number }) {
  const seats = [1 - me, me];
  const arrangementOf = (seat: number) => {
    const hand = end.hands[seat] ?? [];
    if (seat === end.knocker) {
      const melds = end.knockMelds.map((m) => m.filter((c) => hand.includes(c))).filter((m) => m.length > 0);
      const melded = new Set(melds.flat());
      const rest = hand.filter((c) => !melded.has(c));
      return { melds, deadwood_cards: rest, deadwood: end.outcome.knocker_deadwood ?? 0, discard: null };
    }
    return bestArrangement(hand);
  };
  return (
    <div class="board" data-phase="ended">
      {seats.map((seat) => (
        <section class="seat" key={seat} aria-label={`${names[seat]}'s hand`}>
          <h3>{names[seat]}{seat === end.knocker ? (end.outcome.kind === "gin" || end.outcome.kind === "big_gin" ? " (gin)" : " (knocked)") : ""}</h3>
          <Hand cards={end.hands[seat] ?? []} arrangement={arrangementOf(seat)} label={`${names[seat]}'s hand at the end of the deal`} testid="reveal-card" />
        </section>
      ))}
      {end.layoffs.length > 0 ? (
        <p class="small">Laid off on {end.knocker === null ? "the" : `${names[end.knocker]}'s`} melds: {end.layoffs.map((l) => <CardFace key={l.card} code={l.card} extra="mini laid" />)}</p>
      ) : null}
      <section class="outcome" aria-label="end of the deal" data-testid="reveal">
        <h3>Deal {end.deal + 1} is over</h3>
        <p>{explainOutcome(end.outcome, names)}</p>
        <p>Scores: {names[0]} {end.scores[0]}, {names[1]} {end.scores[1]}</p>
      </section>
    </div>
  );
}

/** A live deal as a spectator sees it: the backs of both hands (and the cards seen going into
 * them), the discard pile, the stock, the knocker's melds; nothing a seat keeps hidden. */
export function SpectatorBoard({ state, names }: { state: SpectatorState; names: Names }) {
  const top = state.pile[state.pile.length - 1] ?? null;
  return (
    <div class="board" data-phase="spectator" data-testid="spectator-board">
      {[0, 1].map((seat) => (
        <section class="seat" key={seat} aria-label={`${names[seat]}'s hand`}>
          <h3>{names[seat]} <span class="muted">({state.counts[seat === 1 ? 1 : 0]} cards{state.dealer === seat ? ", dealer" : ""})</span></h3>
          <div class="backs">
            {Array.from({ length: state.counts[seat === 1 ? 1 : 0] }, (_, i) => <CardBack key={i} />)}
            {state.known[seat === 1 ? 1 : 0].length > 0 ? (
              <p class="known">Known: {sortCards(state.known[seat === 1 ? 1 : 0]).map((k) => <CardFace key={k} code={k} extra="mini" />)}</p>
            ) : null}
          </div>
        </section>
      ))}
      <section class="middle" aria-label="stock and discard pile">
        <span class="card back stock" role="img" aria-label={`stock, ${state.stock} cards`}><span class="count" aria-hidden="true">{state.stock}</span></span>
        <div class="pile">
          {top ? <CardFace code={top} testid="discard-pile" hint="top of the discard pile" /> : <span class="card empty" role="img" aria-label="no discard seen yet" />}
          <span class="muted small">{state.pile.length} discarded</span>
        </div>
        {state.knocker !== null ? (
          <div class="knocker">
            <h3>{names[state.knocker]}'s melds</h3>
            <div class="melds">
              {state.melds.map((m, i) => (
                <div class="meld-target" key={i} role="group" aria-label={`meld ${i + 1}: ${m.map(cardLabel).join(", ")}`}>
                  {m.map((k) => <CardFace key={k} code={k} extra="mini" />)}
                  {state.layoffs.filter((l) => l.meld === i).map((l) => <CardFace key={l.card} code={l.card} extra="mini laid" />)}
                </div>
              ))}
            </div>
          </div>
        ) : null}
      </section>
      {state.lastMove ? <p class="small" data-testid="last-move">Last move: {state.lastMove}</p> : null}
    </div>
  );
}

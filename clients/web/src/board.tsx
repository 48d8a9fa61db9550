// The table as a seat sees it (a live deal, or the end-of-deal reveal): every control comes
// from `controls` (the view's legal actions), so a move the rules forbid has no control.
import type { components, LegalAction, SeatView } from "@ginrummy/client";
import { useEffect, useRef, useState } from "preact/hooks";
import { byRank, bySuit, keepOrder, moveBy, moveTo } from "./arrange";
import { CardBack, CardFace } from "./card";
import { cardLabel, explainOutcome, layoutHand, pointsText, possessive, seatsOf, sortCards, topDiscard, type Controls, type Laid, type Names } from "./cards";

type DealEnd = components["schemas"]["DealEnd"];
type SpectatorView = components["schemas"]["SpectatorView"];

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
  /** The card the other seat has just discarded (highlighted on the pile), if it is on top. */
  fresh?: string | null;
  /** The card this seat has just drawn from the stock (marked in the hand). */
  drawn?: string | null;
  /** The player's own order of its hand (kept by the table for the deal). */
  arranging?: Arranging | undefined;
  /** Once the match has ended: its totals (hand points and bonuses), shown for the scores. */
  final?: readonly number[] | null;
}

type CardExtras = { onClick?: () => void; disabled?: boolean; selected?: boolean; hint?: string; extra?: string };

/** How the player arranges its own hand: its order (null: the server's melds grouped) and the
 * way to change it. */
export interface Arranging {
  order: readonly string[] | null;
  setOrder: (order: string[] | null) => void;
}

function Hand({ cards, arrangement, cardProps, label, testid = "hand-card", arranging }: {
  cards: readonly string[];
  arrangement: Laid | null | undefined;
  cardProps?: ((c: string) => CardExtras) | undefined;
  label: string;
  testid?: string;
  arranging?: Arranging | undefined;
}) {
  const layout = layoutHand(cards, arrangement);
  const own = arranging?.order ? keepOrder(arranging.order, cards) : null;
  // the order on screen, which a drag or Alt+arrow changes (the melds' one until then)
  const shownOrder = own ?? [...layout.melds.flat(), ...layout.deadwood];
  const melded = new Set(layout.melds.flat());
  const root = useRef<HTMLDivElement>(null);
  const refocus = useRef<string | null>(null);
  const drag = useRef<{ card: string; x: number; y: number; moved: boolean } | null>(null);
  const dragged = useRef(false);
  useEffect(() => {
    const card = refocus.current;
    refocus.current = null;
    if (card) root.current?.querySelector<HTMLElement>(`[data-card="${card}"]`)?.focus();
  });
  const cardOf = (t: EventTarget | null): string | null =>
    t instanceof Element ? (t.closest("[data-card]")?.getAttribute("data-card") ?? null) : null;
  const keys = arranging
    ? (card: string) => (e: KeyboardEvent) => {
      if (!e.altKey || (e.key !== "ArrowLeft" && e.key !== "ArrowRight")) return;
      e.preventDefault();
      refocus.current = card;
      arranging.setOrder(moveBy(shownOrder, card, e.key === "ArrowLeft" ? -1 : 1));
    }
    : null;
  const props = (c: string, extra: string) => {
    const p = cardProps?.(c) ?? {};
    return { ...p, extra: `${extra} ${p.extra ?? ""}`.trim(), onKeyDown: keys?.(c), describedBy: keys ? "arrange-help" : undefined };
  };
  const pointer = arranging ? {
    onPointerDown: (e: PointerEvent) => {
      dragged.current = false; // a click that ended no drag (the browser may send none after one)
      const card = cardOf(e.target);
      drag.current = card && e.isPrimary ? { card, x: e.clientX, y: e.clientY, moved: false } : null;
    },
    onPointerMove: (e: PointerEvent) => {
      const d = drag.current;
      if (!d || d.moved || Math.hypot(e.clientX - d.x, e.clientY - d.y) < 8) return;
      d.moved = true;
      root.current?.querySelector(`[data-card="${d.card}"]`)?.classList.add("dragging");
    },
    onPointerUp: (e: PointerEvent) => {
      const d = drag.current;
      drag.current = null;
      if (!d?.moved) return;
      root.current?.querySelector(`[data-card="${d.card}"]`)?.classList.remove("dragging");
      dragged.current = true; // the click that ends a drag discards nothing
      const onto = cardOf(document.elementFromPoint(e.clientX, e.clientY));
      if (onto && onto !== d.card && shownOrder.includes(onto)) arranging.setOrder(moveTo(shownOrder, d.card, shownOrder.indexOf(onto)));
    },
    onPointerCancel: () => { drag.current = null; },
    onClickCapture: (e: MouseEvent) => {
      // a pointer's click (not the keyboard's: detail 0) right after a drag
      if (dragged.current && e.detail > 0) { dragged.current = false; e.preventDefault(); e.stopPropagation(); }
    },
  } : {};
  return (
    <div class="hand" role="group" aria-label={label} ref={root} data-order={own ? "custom" : "melds"} {...pointer}>
      {own ? (
        <div class="group own-order" role="group" aria-label={`your cards in your order; melded: ${layout.melds.map((m) => m.map(cardLabel).join(", ")).join("; ") || "none"}`}>
          {own.map((c) => <CardFace key={c} code={c} testid={testid} {...props(c, melded.has(c) ? "in-meld" : "dw")} />)}
        </div>
      ) : (
        <>
          {layout.melds.map((meld, i) => (
            <div class="group meld" role="group" aria-label={`meld ${i + 1}: ${meld.map(cardLabel).join(", ")}`} key={`m${i}`}>
              {meld.map((c) => <CardFace key={c} code={c} testid={testid} {...props(c, "")} />)}
            </div>
          ))}
          <div class="group deadwood" role="group" aria-label={`deadwood cards${layout.count === null ? "" : `, ${pointsText(layout.count)}`}`}>
            {layout.deadwood.map((c) => <CardFace key={c} code={c} testid={testid} {...props(c, "dw")} />)}
            {layout.deadwood.length === 0 ? <span class="none">no deadwood</span> : null}
          </div>
        </>
      )}
      <p class="deadwood-count" data-testid="deadwood">
        Deadwood: <strong>{layout.count ?? "–"}</strong>
      </p>
    </div>
  );
}

/** A hand seen from outside it: a back for each card, then the cards known to be in it. */
function HiddenHand({ count, known }: { count: number; known: readonly string[] }) {
  return (
    <div class="backs">
      {Array.from({ length: count }, (_, i) => <CardBack key={i} />)}
      {known.length > 0 ? (
        <p class="known">Known: {sortCards(known).map((k) => <CardFace key={k} code={k} extra="mini" />)}</p>
      ) : null}
    </div>
  );
}

export function Board({ view, names, controls: c, busy, mode, setMode, selected, setSelected, act, fresh = null, drawn = null, arranging, final = null }: BoardProps) {
  const me = view.seat;
  // The other seats of the table (the view describes them as its `opponent_*`).
  const others = seatsOf(names).filter((seat) => seat !== me);
  const top = topDiscard(view);
  const ended = view.phase === "ended";
  const knock = view.knock;
  const canTakePile = c.drawDiscard ?? c.takeUpcard;
  const myTurn = view.to_act === me && c.any;
  // A knock whose kept cards can be laid out in several ways (the server lists them): the
  // player picks the melds.
  const [knockChoice, setKnockChoice] = useState<SeatView["knock_arrangements"][number] | null>(null);
  useEffect(() => { if (mode !== "knock") setKnockChoice(null); }, [mode]);
  const knockWith = (card: string) => {
    const k = c.knock.get(card);
    if (!k) return;
    const choice = view.knock_arrangements.find((x) => x.discard === card);
    if (choice && choice.arrangements.length > 1) setKnockChoice(choice);
    else act(k);
  };

  const mark = (card: string) => (view.taken_card === card ? "taken" : drawn === card ? "taken drawn" : "");
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
        extra: mark(card),
        ...(drawn === card ? { hint: d ? "just drawn from the stock: discard it" : "just drawn from the stock" } : {}),
      };
    }
    return { extra: mark(card) };
  };

  const oppCards = view.opponent_hand;
  // Once the deal has ended, every hand as the server scored it.
  const shown = (seat: number): Laid | null | undefined => view.end?.hands.find((h) => h.seat === seat) ?? (seat === me ? view.arrangement : null);
  return (
    <div class="board" data-phase={view.phase} data-my-turn={myTurn ? "1" : "0"}>
      {others.map((opp) => (
        <section class="seat opponent" key={opp} aria-label={`${names[opp]}'s hand`} data-testid="opponent-seat">
          <h3>{names[opp]} <span class="muted">({ended && oppCards ? oppCards.length : view.opponent_card_count} cards{view.dealer === opp ? ", dealer" : ""})</span></h3>
          {!ended && knock?.knocker === opp ? (
            // the knocker's whole hand lies face up, as laid: shown once, in the knock below
            <p class="small" data-testid="knocker-hand-note">{names[opp]} {knockedWords(view)}: the melds and deadwood are laid out below.</p>
          ) : ended && oppCards ? (
            <Hand
              cards={oppCards}
              arrangement={shown(opp)}
              label={`${names[opp]}'s hand, revealed`}
              testid="opponent-card"
            />
          ) : (
            <HiddenHand count={view.opponent_card_count} known={view.opponent_known} />
          )}
        </section>
      ))}

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
              key={top}
              code={top}
              extra={top === fresh ? "fresh" : ""}
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
          <div class="knocker" aria-label={`${possessive(names[knock.knocker], true)} melds`}>
            <h3>{names[knock.knocker]} {knockedWords(view)}{knock.discard ? <> (discarded {cardLabel(knock.discard)})</> : null}</h3>
            <div class="melds">
              {knock.melds.map((meld, i) => {
                const laid = knock.layoffs.filter((l) => l.meld === i).map((l) => l.card);
                const own = meld.filter((k) => !laid.includes(k));
                const layoff = selected ? c.layOff.get(selected)?.get(i) : undefined;
                const label = `${possessive(names[knock.knocker], true)} meld ${i + 1}: ${own.map(cardLabel).join(", ")}${laid.length ? `; laid off: ${laid.map(cardLabel).join(", ")}` : ""}`;
                const inner = (
                  <>
                    {own.map((k) => <CardFace key={k} code={k} extra="mini" />)}
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
        <h3>{names[me]}{view.dealer === me ? <span class="muted"> (dealer)</span> : null}</h3>
        {!ended && arranging ? (
          <div class="arrange" role="group" aria-label="arrange your hand">
            <button type="button" data-testid="sort-rank" onClick={() => arranging.setOrder(byRank(view.hand))}>Sort by rank</button>
            <button type="button" data-testid="sort-suit" onClick={() => arranging.setOrder(bySuit(view.hand))}>Sort by suit</button>
            <button type="button" data-testid="sort-melds" aria-pressed={arranging.order === null} onClick={() => arranging.setOrder(null)}>Group melds</button>
            <span class="sr-only" id="arrange-help">Alt+Left or Alt+Right moves the card; or drag it.</span>
          </div>
        ) : null}
        <Hand cards={view.hand} arrangement={ended ? shown(me) : view.arrangement} cardProps={ended ? undefined : handProps} label="your hand" arranging={ended ? undefined : arranging} />
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
              {knockChoice.arrangements.map((o, i) => {
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
          {final ? (
            <p>Match totals (every bonus counted, see the score sheet): {seatsOf(names).map((seat) => `${names[seat]} ${final[seat] ?? 0}`).join(", ")}</p>
          ) : (
            <p>Scores: {seatsOf(names).map((seat) => `${names[seat]} ${view.scores[seat] ?? 0}`).join(", ")}</p>
          )}
        </section>
      ) : null}
    </div>
  );
}

/** How the knocker ended the deal, in words. */
function knockedWords(view: SeatView): string {
  return view.outcome?.kind === "gin" || view.outcome?.kind === "big_gin" ? "went gin" : "knocked";
}

/** The sentence that says whose turn it is and what to do. */
export function turnHint(view: SeatView, names: Names, c: Controls, mode: "knock" | null): string {
  if (view.phase === "ended") return "The deal is over.";
  if (view.to_act !== view.seat || !c.any) return `Waiting for ${view.to_act === null ? "the next deal" : names[view.to_act] ?? `seat ${view.to_act}`}…`;
  switch (view.phase) {
    case "upcard_offer": return "Your turn: take the upcard (click the discard pile) or pass.";
    case "draw": return "Your turn: draw from the stock or the discard pile.";
    case "discard":
      return mode === "knock" ? "Knock: click the card to discard face down." : "Your turn: click a card to discard it.";
    case "layoff": return "Lay off: choose one of your cards, then the knocker's meld it fits; then Done.";
  }
}

/** The end of a deal that the next one has replaced on the table, as the server laid it out:
 * every hand as scored, the cards laid off on the knocker's melds, and the scoring in words. */
export interface Reveal {
  deal: number;
  end: DealEnd;
  scores: readonly number[];
}

export function DealReveal({ reveal, names, me }: { reveal: Reveal; names: Names; me: number }) {
  const { end } = reveal;
  const order = [...end.hands.filter((h) => h.seat !== me), ...end.hands.filter((h) => h.seat === me)];
  const layoffs = end.hands.flatMap((h) => h.layoffs);
  return (
    <div class="board" data-phase="ended">
      {order.map((hand) => (
        <section class="seat" key={hand.seat} aria-label={`${names[hand.seat]}'s hand`}>
          <h3>{names[hand.seat]}{hand.seat === end.knocker ? (end.outcome.kind === "gin" || end.outcome.kind === "big_gin" ? " (gin)" : " (knocked)") : ""}</h3>
          <Hand cards={[...hand.melds.flat(), ...hand.deadwood_cards]} arrangement={hand} label={`${names[hand.seat]}'s hand at the end of the deal`} testid="reveal-card" />
        </section>
      ))}
      {layoffs.length > 0 ? (
        <p class="small">Laid off on {end.knocker === null ? "the" : possessive(names[end.knocker])} melds: {layoffs.map((l) => <CardFace key={l.card} code={l.card} extra="mini laid" />)}</p>
      ) : null}
      <section class="outcome" aria-label="end of the deal" data-testid="reveal">
        <h3>Deal {reveal.deal + 1} is over</h3>
        <p>{explainOutcome(end.outcome, names)}</p>
        <p>Scores: {seatsOf(names).map((seat) => `${names[seat]} ${reveal.scores[seat] ?? 0}`).join(", ")}</p>
      </section>
    </div>
  );
}

/** A live deal as a spectator sees it (the server's spectator view): the backs of every hand
 * (and the cards seen going into them), the discard pile, the stock, the knocker's hand as laid
 * out (its melds with the lay-offs and its deadwood, once, in the knock); nothing a seat keeps
 * hidden. */
export function SpectatorBoard({ state, names, lastMove }: { state: SpectatorView; names: Names; lastMove: string | null }) {
  const pile = state.discards.filter((d) => d.taken_by === null || d.taken_by === undefined).map((d) => d.card);
  const top = pile[pile.length - 1] ?? null;
  const knock = state.knock;
  return (
    <div class="board" data-phase="spectator" data-testid="spectator-board">
      {state.hands.map((hand) => (
        <section class="seat" key={hand.seat} aria-label={`${names[hand.seat]}'s hand`} data-testid="spectator-seat">
          <h3>{names[hand.seat]} <span class="muted">({hand.card_count} cards{state.dealer === hand.seat ? ", dealer" : ""})</span></h3>
          {knock?.knocker === hand.seat ? (
            // the knocker's whole hand lies face up, as laid: shown once, in the knock below
            <p class="small" data-testid="knocker-hand-note">{names[hand.seat]} {knock.deadwood === 0 ? "went gin" : "knocked"}: the melds and deadwood are laid out below.</p>
          ) : (
            <HiddenHand count={hand.card_count} known={hand.known} />
          )}
        </section>
      ))}
      <section class="middle" aria-label="stock and discard pile">
        <span class="card back stock" role="img" aria-label={`stock, ${state.stock_size} cards`}><span class="count" aria-hidden="true">{state.stock_size}</span></span>
        <div class="pile">
          {top ? <CardFace code={top} testid="discard-pile" hint="top of the discard pile" /> : <span class="card empty" role="img" aria-label="no discard seen yet" />}
          <span class="muted small">{pile.length} discarded</span>
        </div>
        {knock ? (
          <div class="knocker" aria-label={`${possessive(names[knock.knocker], true)} melds and deadwood`} data-testid="spectator-knock">
            <h3>{names[knock.knocker]} {knock.deadwood === 0 ? "went gin" : "knocked"}</h3>
            <div class="melds">
              {knock.melds.map((m, i) => {
                const laid = knock.layoffs.filter((l) => l.meld === i).map((l) => l.card);
                const own = m.filter((k) => !laid.includes(k));
                return (
                  <div class="meld-target" key={i} role="group" data-testid="spectator-meld" aria-label={`meld ${i + 1}: ${own.map(cardLabel).join(", ")}${laid.length ? `; laid off: ${laid.map(cardLabel).join(", ")}` : ""}`}>
                    {own.map((k) => <CardFace key={k} code={k} extra="mini" />)}
                    {laid.map((k) => <CardFace key={k} code={k} extra="mini laid" />)}
                  </div>
                );
              })}
            </div>
            {knock.deadwood_cards.length > 0 ? (
              <p class="small" data-testid="spectator-deadwood" data-deadwood={knock.deadwood}>Deadwood {knock.deadwood}: {knock.deadwood_cards.map((k) => <CardFace key={k} code={k} extra="mini" />)}</p>
            ) : <p class="small" data-testid="spectator-deadwood" data-deadwood={0}>No deadwood.</p>}
          </div>
        ) : null}
      </section>
      {lastMove ? <p class="small" data-testid="last-move">Last move: {lastMove}</p> : null}
    </div>
  );
}

/** A finished match's table at one of its versions, from what the API serves for it (`seat_views`:
 * every seat's view then, all cards public once the match is over): each hand laid out as the
 * rules arranged it (melds, deadwood and its count), the stock, the discard pile with its
 * upcard, the knock with its lay-offs and face-down discard, and the deal's end as scored. */
export function TableAsItStood({ views, names }: { views: readonly SeatView[]; names: Names }) {
  const first = views[0];
  if (!first) return null;
  const knocker = first.knock?.knocker ?? null;
  // the knocker's own view shows its face-down discard too
  const knock = (knocker === null ? null : views[knocker]?.knock) ?? first.knock;
  const pile = first.discards.filter((d) => d.taken_by === null || d.taken_by === undefined).map((d) => d.card);
  const top = pile[pile.length - 1] ?? null;
  const end = first.phase === "ended" ? first.end : null;
  const passed = first.upcard_passed_by.map((s) => names[s] ?? `seat ${s}`);
  return (
    <div class="board" data-phase={first.phase} data-testid="replay-board">
      {views.map((v) => {
        const scored = end?.hands.find((h) => h.seat === v.seat) ?? null;
        const laidOut = knock !== null && !end && knock.knocker === v.seat;
        return (
          <section class="seat" key={v.seat} aria-label={`${names[v.seat]}'s hand`} data-testid="replay-seat" data-seat={v.seat}>
            <h3>
              {names[v.seat]}{" "}
              <span class="muted">({v.hand.length} cards{first.dealer === v.seat ? ", dealer" : ""}{first.to_act === v.seat ? ", to play" : ""})</span>
            </h3>
            {laidOut ? (
              <p class="small">{names[v.seat]} knocked: the melds and deadwood are laid out below.</p>
            ) : scored ? (
              <Hand cards={[...scored.melds.flat(), ...scored.deadwood_cards]} arrangement={scored} label={`${names[v.seat]}'s hand as scored`} testid="replay-card" />
            ) : (
              <Hand cards={v.hand} arrangement={v.arrangement} label={`${names[v.seat]}'s hand`} testid="replay-card" />
            )}
          </section>
        );
      })}
      <section class="middle" aria-label="stock and discard pile">
        <span class="card back stock" role="img" aria-label={`stock, ${first.stock_size} cards`}><span class="count" aria-hidden="true">{first.stock_size}</span></span>
        <div class="pile">
          {top ? (
            <CardFace code={top} testid="discard-pile" hint={first.phase === "upcard_offer" ? "the upcard" : "top of the discard pile"} />
          ) : <span class="card empty" role="img" aria-label="empty discard pile" />}
          <span class="muted small">{first.phase === "upcard_offer" ? "the upcard" : `${pile.length} in the pile`}</span>
        </div>
        {pile.length > 1 ? (
          <p class="small pile-below" data-testid="pile-below">Below it: {pile.slice(0, -1).reverse().map((k) => <CardFace key={k} code={k} extra="mini" />)}</p>
        ) : null}
        {passed.length > 0 && first.phase === "upcard_offer" ? <p class="small" data-testid="upcard-passed">Upcard passed by {passed.join(" and ")}</p> : null}
        {knock ? (
          <div class="knocker" role="group" aria-label={`${possessive(names[knock.knocker], true)} melds`} data-testid="replay-knock">
            <h3>{names[knock.knocker]} {first.outcome?.kind === "gin" || first.outcome?.kind === "big_gin" ? "went gin" : "knocked"}{knock.discard ? <> (discarded {cardLabel(knock.discard)} face down)</> : null}</h3>
            <div class="melds">
              {knock.melds.map((meld, i) => {
                const laid = knock.layoffs.filter((l) => l.meld === i).map((l) => l.card);
                const own = meld.filter((k) => !laid.includes(k));
                return (
                  <div class="meld-target" key={i} role="group" aria-label={`meld ${i + 1}: ${own.map(cardLabel).join(", ")}${laid.length ? `; laid off: ${laid.map(cardLabel).join(", ")}` : ""}`}>
                    {own.map((k) => <CardFace key={k} code={k} extra="mini" />)}
                    {laid.map((k) => <CardFace key={k} code={k} extra="mini laid" />)}
                  </div>
                );
              })}
            </div>
            <p class="small">{knock.deadwood_cards.length > 0 ? <>Deadwood {knock.deadwood}: {knock.deadwood_cards.map((k) => <CardFace key={k} code={k} extra="mini" />)}</> : "No deadwood"}</p>
          </div>
        ) : null}
      </section>
      {end ? (
        <section class="outcome" aria-label="end of the deal" data-testid="replay-outcome">
          <h3>End of the deal</h3>
          <p>{explainOutcome(end.outcome, names)}</p>
        </section>
      ) : null}
    </div>
  );
}

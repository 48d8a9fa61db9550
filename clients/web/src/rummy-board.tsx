// The Rummy table as a seat sees it: the others around it with their card counts, the melds on
// the table by owner, the stock and the discard pile, the player's hand. Every control comes
// from the view's legal actions (`rummyControls`): the page finds the listed meld that matches
// the cards selected, the listed lay-offs of a selected card, its discard; it decides nothing.
import { useState } from "preact/hooks";
import { CardBack, CardFace } from "./card";
import { possessive, type Names } from "./cards";
import {
  cardsShort, handEndHeadline, handEndRows, isJoker, jokersText, layOffText, meldOffers, meldsByOwner, meldText,
  rummyCardLabel, rummyCardShort, scoringText, sortHand, tableMeldText,
  type HandRecord, type LayOffAction, type MeldAction, type RummyAction, type RummyControls, type RummyOptions, type RummyView,
} from "./rummy";

interface CardProps {
  code: string;
  onClick?: (() => void) | undefined;
  disabled?: boolean;
  selected?: boolean;
  extra?: string;
  hint?: string;
  testid?: string;
  data?: Record<string, string>;
}

/** A card face, a joker's too. */
export function RummyCard(props: CardProps) {
  const { code, onClick, disabled, selected, extra, hint, testid, data } = props;
  if (!isJoker(code)) {
    return (
      <span class="card-slot" {...prefixed(data)}>
        <CardFace code={code} onClick={onClick} disabled={disabled ?? false} {...(selected === undefined ? {} : { selected })} extra={extra ?? ""} hint={hint ?? ""} testid={testid ?? ""} />
      </span>
    );
  }
  const cls = `card joker${selected ? " selected" : ""}${extra ? ` ${extra}` : ""}`;
  const face = <><span class="rank" aria-hidden="true">★</span><span class="joker-word" aria-hidden="true">JOKER</span></>;
  const label = rummyCardLabel(code) + (hint ? `, ${hint}` : "");
  if (onClick === undefined) {
    return <span class="card-slot" {...prefixed(data)}><span class={cls} role="img" aria-label={label} data-card={code} data-testid={testid}>{face}</span></span>;
  }
  return (
    <span class="card-slot" {...prefixed(data)}>
      <button type="button" class={cls} aria-pressed={selected === undefined ? undefined : selected} disabled={disabled} onClick={onClick} data-card={code} data-testid={testid}>
        {face}<span class="sr-only">{label}</span>
      </button>
    </span>
  );
}

const prefixed = (data: Record<string, string> | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(data ?? {}).map(([k, v]) => [`data-${k}`, v]));

export interface RummyBoardProps {
  view: RummyView;
  names: Names;
  controls: RummyControls;
  busy: boolean;
  act: (a: RummyAction) => void;
  /** the card just discarded on top of the pile (lit up) */
  fresh: string | null;
  selected: readonly string[];
  setSelected: (cards: string[]) => void;
}

/** A choice the player makes between listed actions (what a joker stands for). */
type Choice = { title: string; options: { label: string; action: RummyAction }[] };

export function RummyBoard({ view, names, controls: c, busy, act, fresh, selected, setSelected }: RummyBoardProps) {
  const me = view.seat;
  const seats = view.seats;
  const [sortBy, setSortBy] = useState<"rank" | "suit" | null>("rank");
  const [hintAt, setHintAt] = useState(0);
  const [choice, setChoice] = useState<Choice | null>(null);
  const ended = view.phase === "ended";
  const myTurn = view.to_act === me && c.any;
  const others = Array.from({ length: seats - 1 }, (_, i) => (me + 1 + i) % seats);
  const top = view.pile[view.pile.length - 1] ?? null;
  const hand = sortHand(view.hand, sortBy);
  const held = new Set(view.hand);
  const sel = selected.filter((card) => held.has(card));
  const offers = meldOffers(c.melds, sel);
  const exact = offers.filter((o) => o.exact);
  const single = sel.length === 1 ? sel[0] ?? null : null;
  const layOffs = single ? c.layOff.get(single) ?? null : null;
  const discard = single ? c.discard.get(single) ?? null : null;
  const swaps = single ? c.swaps.get(single) ?? [] : [];
  const toggle = (card: string) => {
    setChoice(null);
    setSelected(sel.includes(card) ? sel.filter((x) => x !== card) : [...sel, card]);
  };
  const play = (a: RummyAction) => { setChoice(null); act(a); };
  const pickOrPlay = (title: string, options: { label: string; action: RummyAction }[]) => {
    const first = options[0];
    if (options.length === 1 && first) play(first.action);
    else if (first) setChoice({ title, options });
  };
  const layMeld = (actions: readonly MeldAction[]) =>
    pickOrPlay(`What the jokers stand for in ${cardsShort(actions[0]?.cards ?? [])}`, actions.map((a) => ({ label: meldText(a), action: a })));
  const layOff = (meld: number, actions: readonly LayOffAction[]) =>
    pickOrPlay(`What the joker stands for on meld ${meld + 1}`, actions.map((a) => ({ label: `Lay off ${layOffText(a)}`, action: a })));
  // a meld the hand can lay, from the list (one after another on each press): its cards selected
  const hint = () => {
    const m = c.melds[hintAt % Math.max(1, c.melds.length)];
    if (!m) return;
    setChoice(null);
    setSelected([...m.cards]);
    setHintAt(hintAt + 1);
  };
  const groups = meldsByOwner(view.melds, seats, me);
  const status = (seat: number) => (view.to_act === seat && !ended ? " · to play" : "");

  return (
    <div class="board rummy-board" data-phase={view.phase} data-my-turn={myTurn ? "1" : "0"} data-testid="rummy-board">
      <section class="rummy-others" aria-label="the other players">
        {others.map((seat) => {
          const count = view.hand_sizes[seat] ?? 0;
          return (
            <div class={`seat opponent${view.to_act === seat ? " acting" : ""}`} key={seat} data-testid="rummy-seat" data-seat={seat} data-count={count}>
              <h3>{names[seat]} <span class="muted">({count} {count === 1 ? "card" : "cards"}{view.dealer === seat ? ", dealer" : ""}{status(seat)})</span></h3>
              <div class="backs" aria-hidden="true">{Array.from({ length: count }, (_, i) => <CardBack key={i} />)}</div>
            </div>
          );
        })}
      </section>

      <section class="middle" aria-label="stock and discard pile">
        <button
          type="button"
          class="card back stock"
          data-testid="stock"
          disabled={busy || !c.drawStock}
          onClick={() => c.drawStock && play(c.drawStock)}
          aria-label={`stock, ${view.stock_size} cards${c.drawStock ? ": draw from it" : ""}`}
        >
          <span class="count">{view.stock_size}</span>
        </button>
        <div class="pile">
          {top ? (
            <RummyCard
              key={top}
              code={top}
              extra={top === fresh ? "fresh" : ""}
              testid="discard-pile"
              onClick={() => c.drawDiscard && play(c.drawDiscard)}
              disabled={busy || !c.drawDiscard}
              hint={c.drawDiscard ? "top of the discard pile: take it" : "top of the discard pile"}
            />
          ) : <span class="card empty" role="img" aria-label="empty discard pile" />}
          <span class="muted small" data-testid="pile-count">{view.pile.length} in the pile</span>
        </div>
        <div class="pile-cards small">
          <p class="muted">The pile (top last; only its top card may be taken):</p>
          <p class="pile-list" data-testid="pile-list">{view.pile.length ? cardsShort(view.pile) : "empty"}</p>
          <p class="muted">Stock rebuilds left this hand: {view.reshuffles_left}</p>
        </div>
      </section>

      <section class="table-melds" aria-label="melds on the table" data-testid="table-melds">
        <h3>On the table</h3>
        {groups.length === 0 ? <p class="small muted">No meld yet.</p> : groups.map((g) => (
          <div class="meld-owner" key={g.owner} data-testid="meld-owner" data-owner={g.owner}>
            <h4>{possessive(names[g.owner], true)} melds</h4>
            <div class="melds">
              {g.melds.map((m) => {
                const targets = layOffs?.get(m.id) ?? [];
                const label = `meld ${m.id + 1}, a ${m.kind}: ${tableMeldText(m)}`;
                const stands = jokersText(m.jokers);
                const inner = (
                  <>
                    {m.cards.map((k) => <RummyCard key={k} code={k} extra="mini" {...(isJoker(k) && m.jokers[k] ? { hint: `standing for ${rummyCardLabel(m.jokers[k])}` } : {})} />)}
                    {stands ? <span class="stands" aria-hidden="true">{stands}</span> : null}
                  </>
                );
                return targets.length > 0 ? (
                  <button type="button" class="meld-target" key={m.id} data-testid="meld-target" data-meld={m.id} disabled={busy} onClick={() => layOff(m.id, targets)}>
                    <span class="melds-inner" aria-hidden="true">{inner}</span>
                    <span class="sr-only">{`${label}: lay off ${single ? rummyCardLabel(single) : ""} here`}</span>
                  </button>
                ) : (
                  <div class="meld-target" key={m.id} role="group" aria-label={label} data-testid="table-meld" data-meld={m.id}>{inner}</div>
                );
              })}
            </div>
          </div>
        ))}
      </section>

      <section class="seat mine" aria-label="your hand">
        <h3>{names[me]} <span class="muted">({view.hand.length} {view.hand.length === 1 ? "card" : "cards"}{view.dealer === me ? ", dealer" : ""}{status(me)})</span></h3>
        {!ended ? (
          <div class="arrange" role="group" aria-label="arrange your hand">
            <button type="button" data-testid="sort-rank" aria-pressed={sortBy === "rank"} onClick={() => setSortBy("rank")}>Sort by rank</button>
            <button type="button" data-testid="sort-suit" aria-pressed={sortBy === "suit"} onClick={() => setSortBy("suit")}>Sort by suit</button>
          </div>
        ) : null}
        <div class="hand" role="group" aria-label="your hand" data-testid="rummy-hand">
          {hand.map((card) => {
            const canLayOff = c.layOff.has(card);
            const hintWords = [
              sel.includes(card) ? "selected" : "",
              canLayOff ? "can be laid off" : "",
              view.taken === card ? "taken from the pile this turn" : "",
            ].filter(Boolean).join(", ");
            return (
              <RummyCard
                key={card}
                code={card}
                testid="hand-card"
                selected={sel.includes(card)}
                onClick={ended ? undefined : () => toggle(card)}
                disabled={busy}
                hint={hintWords}
                extra={`${view.taken === card ? "taken" : ""}${canLayOff ? " can-lay-off" : ""}`.trim()}
                data={{ "lay-off": canLayOff ? "1" : "0", discard: c.discard.has(card) ? "1" : "0" }}
              />
            );
          })}
        </div>
        {!ended && myTurn ? (
          <div class="actions" role="toolbar" aria-label="actions">
            {c.drawStock || c.drawDiscard ? <p class="small">Draw: the stock{c.drawDiscard ? " or the top of the discard pile" : ""}.</p> : null}
            {exact.map((o) => (
              <button type="button" class="primary" key={o.cards.join(" ")} data-testid="lay-meld" disabled={busy} onClick={() => layMeld(o.actions)}>
                Lay the meld {cardsShort(o.cards)}{o.actions.length > 1 ? "…" : ""}
              </button>
            ))}
            {sel.length > 0 && exact.length === 0 && offers.length > 0 ? (
              <p class="small" data-testid="meld-near">{offers.length} {offers.length === 1 ? "meld holds" : "melds hold"} these cards: select more, e.g. {cardsShort(offers[0]?.cards ?? [])}.</p>
            ) : null}
            {layOffs ? <p class="small" data-testid="lay-off-hint">Lay off {rummyCardShort(single ?? "")}: choose a lit meld on the table.</p> : null}
            {swaps.map((s) => (
              <button type="button" key={s.joker} data-testid="swap-joker" disabled={busy} onClick={() => play(s)}>
                Put {rummyCardShort(s.card)} in place of a joker, taking the joker
              </button>
            ))}
            {discard ? (
              <button type="button" class="primary" data-testid="discard" disabled={busy} onClick={() => play(discard)}>Discard {rummyCardShort(discard.card)}</button>
            ) : null}
            {c.melds.length > 0 ? (
              <button type="button" data-testid="hint-meld" disabled={busy} onClick={hint}>
                Select a meld you can lay ({c.melds.length} listed)
              </button>
            ) : null}
            {sel.length > 0 ? <button type="button" data-testid="clear-selection" disabled={busy} onClick={() => { setChoice(null); setSelected([]); }}>Clear the selection</button> : null}
            {c.discard.size > 0 && !discard && sel.length !== 1 ? <p class="small muted">To discard, select one card.</p> : null}
          </div>
        ) : null}
        {choice ? (
          <div class="knock-choice" role="group" aria-label={choice.title} data-testid="joker-choice">
            <p>{choice.title}:</p>
            {choice.options.map((o, i) => (
              <button type="button" key={i} data-testid="joker-option" disabled={busy} onClick={() => play(o.action)}>{o.label}</button>
            ))}
            <button type="button" onClick={() => setChoice(null)}>Back</button>
          </div>
        ) : null}
      </section>
    </div>
  );
}

/** The end of a hand: each hand counted and how it scored, as the API reports it. */
export function HandEndView({ record, names, scoring, scores, target }: {
  record: HandRecord; names: Names; scoring: RummyOptions["scoring"]; scores: readonly number[] | null; target: number;
}) {
  const end = record.end;
  const rows = handEndRows(end, names);
  return (
    <section class="outcome rummy-end" aria-label={`end of hand ${record.hand + 1}`} data-testid="hand-end" data-hand={record.hand}>
      <h3>Hand {record.hand + 1}: {handEndHeadline(end, names)}</h3>
      <p data-testid="scoring-text">{scoringText(end, names, scoring)}</p>
      <div class="scroll">
        <table>
          <thead><tr><th scope="col">Player and cards left</th><th scope="col">Value</th><th scope="col">Points</th>{scores ? <th scope="col">Score (to {target})</th> : null}</tr></thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.seat} data-testid="hand-end-row" data-seat={r.seat} data-points={r.points} data-value={r.value}>
                <th scope="row">
                  {r.name}{r.winner ? " (went out)" : ""}
                  <span class="end-cards">{r.cards.length ? r.cards.map((k) => <RummyCard key={k} code={k} extra="mini" />) : <span class="small">no card left</span>}</span>
                </th>
                <td>{r.value}</td>
                <td>{r.points > 0 ? `+${r.points}` : "0"}</td>
                {scores ? <td data-testid="score-after">{scores[r.seat] ?? 0}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p class="small muted">The hand lasted {end.turns} turns.</p>
    </section>
  );
}

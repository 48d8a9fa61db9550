// A match as one of its seats plays it (or a spectator watches): live over SSE, no polling.
import {
  actionAt, must, ProblemError, retryRateLimited, streamMatchEvents,
  type Event, type GinRummyClient, type LegalAction, type Match, type Problem,
} from "@ginrummy/client";
import { useCallback, useEffect, useRef, useState } from "preact/hooks";
import { Board, DealReveal, SpectatorBoard, turnHint, type Reveal } from "./board";
import { controlsOf, dealScoredVersion, describeEvent, gameBonuses, hollywoodSheet, matchBonuses, matchEndText, scoreSheet, seatsOf, shownScores, type Names } from "./cards";
import type { Me } from "./api";
import { friendly } from "./errors";
import { HintLine } from "./hint";
import { describeTurn, drawnFromStock } from "./moves";
import { TableSocial } from "./tablechat";

/** The name shown for each seat of the match (its `seats`: one per seat of the table). */
export function seatNames(match: Pick<Match, "seats">, myId: string | null): Names {
  return match.seats.map((s) => {
    if (s.player_id && s.player_id === myId) return "You";
    if (s.bot) return `Bot (${s.bot})`;
    return s.name ?? "Open seat";
  });
}

/** A footer line of bonuses, one cell per seat; `add` marks the cells that, with the deals'
 * points, make up the total. */
function BonusRow({ label, values, seats, note }: { label: string; values: readonly number[]; seats: readonly number[]; note?: string }) {
  return (
    <tr data-row={label}>
      <th scope="row">{label}</th>
      {seats.map((seat, i) => <td key={seat} data-add={values[i] ?? 0}>{(values[i] ?? 0) > 0 ? `+${values[i]}` : "0"}</td>)}
      <td class="small">{note ?? ""}</td>
    </tr>
  );
}

function ScoreSheet({ events, names, match }: { events: Event[]; names: Names; match: Match }) {
  const rows = scoreSheet(events, names);
  const result = match.result;
  const seats = seatsOf(names);
  const bonuses = result && result.reason === "target_reached" ? matchBonuses(result, seats) : null;
  const shutout = bonuses !== null && bonuses.shutout.some((n) => n !== 0);
  return (
    <section class="scores" aria-label="score sheet" data-testid="score-sheet">
      <h3>Score sheet</h3>
      <table>
        <thead>
          <tr><th scope="col">Deal</th>{seats.map((seat) => <th scope="col" key={seat}>{names[seat]}</th>)}<th scope="col">How</th></tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.deal}><td>{r.deal}</td>{seats.map((seat) => <td key={seat} data-add={r.points[seat]}>{r.points[seat]} <span class="muted">(total {r.totals[seat]})</span></td>)}<td class="small">{r.text}</td></tr>
          ))}
          {rows.length === 0 ? <tr><td colSpan={seats.length + 2} class="muted">No deal scored yet.</td></tr> : null}
        </tbody>
        {result && result.reason === "target_reached" && bonuses ? (
          <tfoot>
            <tr><th scope="row">Hands won</th>{seats.map((seat) => <td key={seat}>{result.hands_won[seat]}</td>)}<td /></tr>
            <BonusRow label="Game bonus" values={bonuses.game} seats={seats} note="to the player who reached the target" />
            <BonusRow label="Line bonus" values={bonuses.line} seats={seats} note="for each hand won" />
            {shutout ? <BonusRow label="Shutout (doubled)" values={bonuses.shutout} seats={seats} note="the winner's hand points doubled: the loser won no hand" /> : null}
            <tr><th scope="row">Total</th>{seats.map((seat, i) => <td key={seat} data-total={bonuses.total[i]}><strong>{bonuses.total[i]}</strong></td>)}<td /></tr>
          </tfoot>
        ) : null}
      </table>
    </section>
  );
}

/** Hollywood: three games side by side, each deal's points in the games it counted for. The
 * games' standings after each deal come from the match as it stood then (`/versions/{v}`,
 * fetched once per deal: past versions never change). */
function HollywoodSheet({ client, id, events, names, match }: { client: GinRummyClient; id: string; events: Event[]; names: Names; match: Match }) {
  const cache = useRef(new Map<number, readonly (readonly number[])[]>());
  const [after, setAfter] = useState<{ deal: number; games: readonly (readonly number[])[] }[]>([]);
  useEffect(() => {
    let live = true;
    void (async () => {
      const scored = events.filter((e) => e.type === "deal_scored");
      for (const e of scored) {
        if (cache.current.has(e.version)) continue;
        const at = await must(client.GET("/matches/{match_id}/versions/{version}", { params: { path: { match_id: id, version: e.version } } }));
        const games = at.game_scores ?? null;
        if (games) cache.current.set(e.version, games);
      }
      if (live) setAfter(scored.flatMap((e) => (e.type === "deal_scored" && cache.current.has(e.version) ? [{ deal: e.data.deal, games: cache.current.get(e.version) ?? [] }] : [])));
    })().catch(() => {});
    return () => { live = false; };
  }, [client, id, events]);
  const rows = hollywoodSheet(after);
  const result = match.result?.reason === "target_reached" ? match.result : null;
  const seats = seatsOf(names);
  // The games scored side by side: as many as the match's standings hold (Hollywood: three).
  const games = Array.from({ length: Math.max(result?.games.length ?? 0, match.view?.game_scores.length ?? 0, ...rows.map((r) => r.totals.length)) }, (_, g) => g);
  const cell = (v: readonly number[] | null | undefined, seat: number) => {
    const points = v?.[seat] ?? 0;
    return points > 0 ? `+${points}` : "";
  };
  return (
    <section class="scores hollywood" aria-label="Hollywood score sheet" data-testid="hollywood-sheet">
      <h3>Score sheet (Hollywood: {games.length} games)</h3>
      <table>
        <thead>
          <tr><th scope="col" rowSpan={2}>Deal</th>{games.map((g) => <th scope="colgroup" colSpan={seats.length} key={g}>Game {g + 1}</th>)}</tr>
          <tr>{games.flatMap((g) => seats.map((seat) => <th scope="col" key={`${g}-${seat}`}>{names[seat]}</th>))}</tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.deal}><th scope="row">{r.deal}</th>{games.flatMap((g) => seats.map((seat) => (
              <td key={`${g}-${seat}`} data-add={r.added[g]?.[seat] ?? 0}>{cell(r.added[g], seat)} <span class="muted">({r.totals[g]?.[seat] ?? 0})</span></td>
            )))}</tr>
          ))}
          {rows.length === 0 ? <tr><td colSpan={games.length * seats.length + 1} class="muted">No deal scored yet.</td></tr> : null}
        </tbody>
        {result ? (
          <tfoot>
            {([["Game bonus", "game"], ["Line bonus", "line"], ["Shutout (doubled)", "shutout"]] as const).filter(([, key]) => key !== "shutout" || result.games.some((g) => gameBonuses(g, seats).shutout.some((n) => n !== 0))).map(([label, key]) => (
              <tr key={key} data-row={label}><th scope="row">{label}</th>{games.flatMap((g) => {
                const game = result.games[g];
                const values = game ? gameBonuses(game, seats)[key] : [];
                return seats.map((seat, i) => <td key={`${g}-${seat}`} data-add={values[i] ?? 0}>{game ? ((values[i] ?? 0) > 0 ? `+${values[i]}` : "0") : ""}</td>);
              })}</tr>
            ))}
            <tr><th scope="row">Game totals</th>{games.flatMap((g) => seats.map((seat) => <td key={`${g}-${seat}`} data-total={result.games[g]?.totals[seat]}><strong>{result.games[g]?.totals[seat] ?? ""}</strong></td>))}</tr>
            <tr><th scope="row">Match</th>{seats.map((seat) => <td colSpan={games.length} key={seat}>{names[seat]} <strong>{result.totals[seat]}</strong></td>)}</tr>
          </tfoot>
        ) : null}
      </table>
    </section>
  );
}

export function TableView({ me, client, id }: { me: Me; client: GinRummyClient; id: string }) {
  const [match, setMatch] = useState<Match | null>(null);
  const [events, setEvents] = useState<Event[]>([]);
  const [reveal, setReveal] = useState<Reveal | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [mode, setMode] = useState<"knock" | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  // the player's own order of its hand, for one deal (null: the melds grouped)
  const [order, setOrder] = useState<{ deal: number | null; order: string[] | null }>({ deal: null, order: null });
  const [confirming, setConfirming] = useState<"resign" | "cancel" | null>(null);
  const confirmYes = useRef<HTMLButtonElement>(null);
  useEffect(() => { if (confirming) confirmYes.current?.focus(); }, [confirming]);
  const latest = useRef<Match | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  // The log as the live stream delivers it (read once from the start, then incrementally: no
  // refetch); the match itself is read only when the stream shows a move this page has not seen.
  const log = useRef<Event[]>([]);
  const seen = useRef(0);
  const acting = useRef(false);
  // the deal whose end is to be shown, once its deal_scored event has come
  const pendingReveal = useRef<number | null>(null);

  const accept = useCallback((m: Match) => {
    const prev = latest.current;
    if (prev && m.version < prev.version) return;
    latest.current = m;
    setMatch(m);
    // A deal ended and the next one started at once: show the end of the one that ended.
    if (prev && prev.deal !== null && m.deal !== null && m.deal > prev.deal && m.your_seat !== null) pendingReveal.current = prev.deal;
  }, []);

  const load = useCallback(async () => {
    accept(await must(retryRateLimited(() => client.GET("/matches/{match_id}", { params: { path: { match_id: id } } }))));
  }, [client, id, accept]);

  // One refresh at a time; messages that arrive meanwhile ask for one more.
  const refreshing = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const refresh = useCallback(() => {
    if (refreshing.current) { again.current = true; return; }
    refreshing.current = (async () => {
      do {
        again.current = false;
        try { await load(); } catch (e) { setError(friendly(e)); }
      } while (again.current);
      refreshing.current = null;
    })();
  }, [load]);
  // The stream has shown a version past the match this page holds (another seat moved, not
  // within this page's own request): read the match once.
  const behind = useCallback(() => {
    if (!acting.current && seen.current > (latest.current?.version ?? 0)) refresh();
  }, [refresh]);

  useEffect(() => {
    latest.current = null; log.current = []; seen.current = 0; pendingReveal.current = null;
    setMatch(null); setReveal(null); setEvents([]); setError(null);
    refresh();
    const ctrl = new AbortController();
    let lastId: string | undefined;
    void (async () => {
      while (!ctrl.signal.aborted) {
        try {
          for await (const d of streamMatchEvents(client, id, { signal: ctrl.signal, ...(lastId ? { lastEventId: lastId } : {}) })) {
            lastId = d.id;
            const msg = d.message;
            seen.current = Math.max(seen.current, msg.version);
            if (msg.type !== "your_turn" && msg.version > (log.current[log.current.length - 1]?.version ?? 0)) {
              log.current = [...log.current, msg];
              setEvents(log.current);
            }
            behind();
          }
          return; // the match is over
        } catch {
          if (ctrl.signal.aborted) return;
          await new Promise((r) => setTimeout(r, 2000));
          refresh();
        }
      }
    })();
    return () => ctrl.abort();
  }, [client, id, refresh, behind]);

  // The end of a deal: the match as it stood when the deal was scored carries the deal's end as
  // the server laid it out (every hand as scored) and the scores after it.
  useEffect(() => {
    const deal = pendingReveal.current;
    if (deal === null) return;
    const v = dealScoredVersion(events, deal);
    if (v === null) return;
    pendingReveal.current = null;
    void must(retryRateLimited(() => client.GET("/matches/{match_id}/versions/{version}", { params: { path: { match_id: id, version: v } } })))
      .then((at) => { if (at.deal_end) setReveal({ deal, end: at.deal_end, scores: at.scores }); }, (e: unknown) => setError(friendly(e)));
  }, [client, id, events, match]);

  const act = useCallback(async (a: LegalAction) => {
    const m = latest.current;
    if (!m) return;
    setBusy(true); setMode(null); setSelected(null); setError(null);
    acting.current = true;
    try {
      // a 429 is sent again after its Retry-After (the same body: a refused request wrote nothing)
      const { data, error: problem, response } = await retryRateLimited(() => client.POST("/matches/{match_id}/actions", {
        params: { path: { match_id: id } },
        body: actionAt(a, m.version),
      }));
      if (data) accept(data);
      else {
        if (response.status !== 409) setError(friendly(new ProblemError(response.status, problem as Problem | undefined, "move")));
        await load();
      }
    } catch (e) {
      setError(friendly(e));
    } finally {
      acting.current = false;
      behind();
      setBusy(false);
      // The control just used is gone or disabled: keep the keyboard's place at the table
      // (the status line, which says what to do next) rather than the top of the page.
      setTimeout(() => {
        const active = document.activeElement;
        if (!active || active === document.body || (active instanceof HTMLButtonElement && active.disabled)) statusRef.current?.focus();
      }, 0);
    }
  }, [client, id, accept, load, behind]);

  const join = async () => {
    setBusy(true);
    try { accept(await must(client.POST("/matches/{match_id}/join", { params: { path: { match_id: id } } }))); }
    catch (e) { setError(friendly(e)); }
    finally { setBusy(false); }
  };

  const resign = async () => {
    const m = latest.current;
    if (!m) return;
    setBusy(true); setConfirming(null); setError(null);
    try { accept(await must(client.POST("/matches/{match_id}/actions", { params: { path: { match_id: id } }, body: { type: "resign", version: m.version } }))); }
    catch (e) { setError(friendly(e)); await load(); }
    finally { setBusy(false); }
  };
  const cancel = async () => {
    setBusy(true); setConfirming(null); setError(null);
    try { accept(await must(client.POST("/matches/{match_id}/cancel", { params: { path: { match_id: id } } }))); }
    catch (e) { setError(friendly(e)); await load(); }
    finally { setBusy(false); }
  };

  if (!match) return <p aria-live="polite">{error ?? "Loading the match…"}</p>;
  const names = seatNames(match, me.id);
  const shown = match.view;
  const controls = controlsOf(reveal ? null : busy ? null : match.view);
  const link = `${window.location.origin}/#/m/${match.id}`;
  const over = match.status === "finished" || match.status === "cancelled";
  const status = match.status === "open"
    ? (match.your_seat !== null ? "Waiting for a friend to join: share the link." : "This match is open.")
    : reveal ? "The deal is over: see how it was scored, then go on."
    : over ? (match.status === "cancelled" ? "The match was cancelled." : `The match is over: ${match.winner === null ? "nobody" : names[match.winner]} won.`)
    : shown ? turnHint(shown, names, controls, mode) : "You are watching.";
  // Resign while the match is live and you hold a seat; cancel an open match you created.
  const canResign = match.status === "active" && match.your_seat !== null;
  const canCancel = match.status === "open" && match.created_by === me.id;
  const spectator = match.your_seat === null ? match.spectator ?? null : null;
  const lastEvent = events[events.length - 1];
  const lastMove = lastEvent ? describeEvent(lastEvent, names) : null;
  // this deal's dealer and knock limit (Oklahoma's changes every deal), as the server serves them
  const facts = match.status === "active" ? (match.view ?? match.spectator ?? null) : null;
  // What the other seat did on its last turn (its moves may come inside this seat's request).
  const mine = match.your_seat;
  const turns = mine === null ? [] : seatsOf(names).filter((seat) => seat !== mine).flatMap((seat) => describeTurn(events, seat, names) ?? []);
  const turn = turns.sort((a, b) => b.version - a.version)[0] ?? null;
  const drawn = mine !== null && shown?.phase === "discard" ? drawnFromStock(events, mine) : null;
  // after the match: its totals (hand points and bonuses), the ones the score sheet adds up to
  const scores = shownScores(match);
  const final = match.status === "finished" && match.result?.reason === "target_reached" ? match.result.totals : null;
  const ready = !busy && (reveal !== null || over || (controls.any && match.view?.to_act === match.your_seat));

  return (
    <div class="table" data-testid="table" data-status={match.status} data-ready={ready ? "1" : "0"} data-version={match.version}>
      <header class="table-head">
        <h2>{names.join(" vs ")}</h2>
        <p class="muted small">
          {match.rules.variant}, to {match.rules.target_score}{match.deal !== null ? `, deal ${match.deal + 1}` : ""} ·
          {" "}{final ? "Match total" : "Score"}: {seatsOf(names).map((seat) => <span key={seat}>{seat > 0 ? ", " : ""}{names[seat]} <strong data-testid={`score${seat}`}>{scores[seat]}</strong></span>)}
        </p>
        {facts ? (
          <p class="small facts" data-testid="table-facts">
            Dealer: <strong data-testid="dealer">{names[facts.dealer] ?? `seat ${facts.dealer}`}</strong> ·{" "}
            <span data-testid="knock-limit">{facts.knock_limit > 0 ? <>Knock with <strong>{facts.knock_limit}</strong> or less deadwood</> : <strong>Gin only: no knock this deal</strong>}</span>
          </p>
        ) : null}
        <p class="status" role="status" aria-live="polite" data-testid="status" tabIndex={-1} ref={statusRef}>{status}</p>
        <p class="last-move" aria-live="polite" data-testid="opponent-move" data-version={turn?.version}>{turn?.text ?? ""}</p>
        {match.status === "finished" ? (
          <p class={`winner-banner${match.winner !== null && match.winner === mine ? " won" : ""}`} data-testid="winner-banner">
            <span aria-hidden="true">{match.winner !== null && match.winner === mine ? "🏆 " : ""}</span>{matchEndText(match, names)}
          </p>
        ) : null}
        {error ? <p class="error" role="alert">{error}</p> : null}
      </header>

      {match.status === "open" ? (
        <section class="share">
          {match.your_seat !== null ? (
            <>
              <label for="share-link">Link for your friend</label>
              <div class="row">
                <input id="share-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
                <button type="button" onClick={() => { void navigator.clipboard?.writeText(link).then(() => setCopied(true)); }}>{copied ? "Copied" : "Copy"}</button>
              </div>
            </>
          ) : (
            <button type="button" class="primary" data-testid="join" disabled={busy} onClick={() => void join()}>Join this match</button>
          )}
        </section>
      ) : null}

      {reveal && match.your_seat !== null ? (
        <DealReveal reveal={reveal} names={names} me={match.your_seat} />
      ) : shown ? (
        <Board
          view={shown}
          names={names}
          controls={controls}
          busy={busy}
          mode={mode}
          setMode={setMode}
          selected={selected}
          setSelected={setSelected}
          act={(a) => void act(a)}
          fresh={turn?.discarded ?? null}
          drawn={drawn}
          arranging={{ order: order.deal === match.deal ? order.order : null, setOrder: (o) => setOrder({ deal: match.deal, order: o }) }}
          final={final}
        />
      ) : spectator && match.status === "active" ? (
        <>
          <p class="small">You are watching live: only the cards both players can see are shown.</p>
          <SpectatorBoard state={spectator} names={names} lastMove={lastMove} />
        </>
      ) : match.status !== "open" ? (
        <p>You are not seated at this match: <a href={`#/r/${match.id}`}>replay it move by move</a>.</p>
      ) : null}

      {!reveal ? <HintLine client={client} match={match} busy={busy} /> : null}

      {canResign || canCancel ? (
        <div class="row end-actions">
          {confirming === null ? (
            canResign
              ? <button type="button" data-testid="resign" disabled={busy} onClick={() => setConfirming("resign")}>Resign…</button>
              : <button type="button" data-testid="cancel" disabled={busy} onClick={() => setConfirming("cancel")}>Cancel the match…</button>
          ) : (
            <div role="alertdialog" aria-label={confirming === "resign" ? "Resign the match?" : "Cancel the match?"} class="confirm" data-testid="confirm">
              <p>{confirming === "resign" ? "Resign the match? Your opponent wins it." : "Cancel this open match? Nobody can join it afterwards."}</p>
              <button type="button" class="primary" data-testid="confirm-yes" disabled={busy} onClick={() => void (confirming === "resign" ? resign() : cancel())} ref={confirmYes}>
                {confirming === "resign" ? "Yes, resign" : "Yes, cancel it"}
              </button>{" "}
              <button type="button" data-testid="confirm-no" onClick={() => setConfirming(null)}>{confirming === "resign" ? "Keep playing" : "Keep it open"}</button>
            </div>
          )}
        </div>
      ) : null}

      {reveal && !over ? (
        <p><button type="button" class="primary" data-testid="next-deal" onClick={() => setReveal(null)}>Next deal</button></p>
      ) : null}
      {over ? <p><a href={`#/r/${match.id}`} data-testid="replay-link">Replay this match move by move</a> · <a href="#/">Play again</a></p> : null}

      {match.status !== "open" ? (
        match.rules.variant === "hollywood" && (match.your_seat !== null || over)
          ? <HollywoodSheet client={client} id={id} events={events} names={names} match={match} />
          : <ScoreSheet events={events} names={names} match={match} />
      ) : null}
      <details class="log">
        <summary>Moves ({events.length})</summary>
        <ol>{events.map((e) => <li key={e.version}>{describeEvent(e, names)}</li>)}</ol>
      </details>
      <TableSocial me={me} client={client} match={match} />
    </div>
  );
}

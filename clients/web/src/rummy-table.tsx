// A Rummy match (2 to 4 seats) as one of its seats plays it, live over SSE
// (GET /rummy/matches/{id}/events/stream): the log read once from the start, then as it comes;
// the match read again only when the stream shows a version this page has not seen (another
// seat's move). Every control comes from the seat's legal actions. Someone without a seat
// watches the table as anyone may see it (`RummySpectatorBoard`), live over the same stream.
import { must, ProblemError, readSse, type GinRummyClient, type Problem } from "@ginrummy/client";
import { useCallback, useEffect, useRef, useState } from "preact/hooks";
import type { Me } from "./api";
import { friendly } from "./errors";
import { HandEndView, RummyBoard } from "./rummy-board";
import { RummySpectatorBoard } from "./rummy-watch";
import {
  describeRummyEvent, freshDiscard, handEndHeadline, newHandEnd, othersTurns, rummyControls, rummyMatchEnd, rummySeatNames,
  type HandRecord, type RummyAction, type RummyEvent, type RummyMatch,
} from "./rummy";

export function RummyTableView({ me, client, id }: { me: Me; client: GinRummyClient; id: string }) {
  const [match, setMatch] = useState<RummyMatch | null>(null);
  const [events, setEvents] = useState<RummyEvent[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  // the end of a hand being shown (until "Next hand"), and how many hand ends were seen
  const [reveal, setReveal] = useState<HandRecord | null>(null);
  const seenHands = useRef<number | null>(null);
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const latest = useRef<RummyMatch | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const log = useRef<RummyEvent[]>([]);
  const seen = useRef(0);
  const acting = useRef(false);

  const accept = useCallback((m: RummyMatch) => {
    const prev = latest.current;
    if (prev && m.version < prev.version) return;
    latest.current = m;
    setMatch(m);
    if (seenHands.current === null) seenHands.current = m.hands.length;
    const ended = newHandEnd(m.hands, seenHands.current);
    if (ended && m.your_seat !== null) setReveal(ended);
    seenHands.current = m.hands.length;
  }, []);

  const load = useCallback(async () => {
    accept(await must(client.GET("/rummy/matches/{match_id}", { params: { path: { match_id: id } } })));
  }, [client, id, accept]);

  // one read at a time; a message meanwhile asks for one more
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
  const behind = useCallback(() => {
    if (!acting.current && seen.current > (latest.current?.version ?? 0)) refresh();
  }, [refresh]);

  useEffect(() => {
    latest.current = null; log.current = []; seen.current = 0; seenHands.current = null;
    setMatch(null); setEvents([]); setError(null); setReveal(null);
    refresh();
    const ctrl = new AbortController();
    let lastId = "";
    void (async () => {
      while (!ctrl.signal.aborted) {
        try {
          const body = await must(client.GET("/rummy/matches/{match_id}/events/stream", {
            params: { path: { match_id: id }, ...(lastId ? { header: { "Last-Event-ID": lastId } } : {}) },
            parseAs: "stream",
            signal: ctrl.signal,
          }));
          if (body) {
            for await (const m of readSse(body, lastId)) {
              lastId = m.id;
              const msg = JSON.parse(m.data) as RummyEvent | { type: "your_turn"; version: number };
              seen.current = Math.max(seen.current, msg.version);
              if (msg.type !== "your_turn" && msg.version > (log.current[log.current.length - 1]?.version ?? 0)) {
                log.current = [...log.current, msg];
                setEvents(log.current);
                if (msg.type === "match_finished" || msg.type === "match_cancelled") { behind(); return; }
              }
              behind();
            }
          }
        } catch {
          if (ctrl.signal.aborted) return;
        }
        // the stream ended (its lifetime) or failed: read the match, then reconnect
        if (ctrl.signal.aborted) return;
        await new Promise((r) => setTimeout(r, 1000));
        refresh();
      }
    })();
    return () => ctrl.abort();
  }, [client, id, refresh, behind]);

  const act = useCallback(async (a: RummyAction) => {
    const m = latest.current;
    if (!m) return;
    setBusy(true); setError(null);
    acting.current = true;
    try {
      const { data, error: problem, response } = await client.POST("/rummy/matches/{match_id}/actions", {
        params: { path: { match_id: id } },
        body: { action: a, version: m.version },
      });
      if (data) { setSelected([]); accept(data); }
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
      // the control just used is gone: keep the keyboard's place at the table (the status line)
      setTimeout(() => {
        const active = document.activeElement;
        if (!active || active === document.body || (active instanceof HTMLButtonElement && active.disabled)) statusRef.current?.focus();
      }, 0);
    }
  }, [client, id, accept, load, behind]);

  const join = async () => {
    setBusy(true); setError(null);
    try { accept(await must(client.POST("/rummy/matches/{match_id}/join", { params: { path: { match_id: id } } }))); }
    catch (e) { setError(friendly(e)); await load().catch(() => {}); }
    finally { setBusy(false); }
  };
  const cancel = async () => {
    setBusy(true); setConfirming(false); setError(null);
    try { accept(await must(client.POST("/rummy/matches/{match_id}/cancel", { params: { path: { match_id: id } } }))); }
    catch (e) { setError(friendly(e)); await load().catch(() => {}); }
    finally { setBusy(false); }
  };

  if (!match) return <p aria-live="polite">{error ?? "Loading the match…"}</p>;
  const names = rummySeatNames(match, me.id);
  const view = match.view;
  const mine = match.your_seat;
  const over = match.status === "finished" || match.status === "cancelled";
  const controls = rummyControls(reveal || busy ? null : view);
  const turns = othersTurns(events, mine, names);
  const link = `${window.location.origin}/#/rummy/${match.id}`;
  const scoring = match.options.scoring;
  const lastHand = match.hands[match.hands.length - 1] ?? null;
  const shownEnd = reveal ?? (match.status === "finished" ? lastHand : null);
  const scoresAfter = (record: HandRecord): readonly number[] | null => {
    const scored = events.find((e): e is Extract<RummyEvent, { type: "hand_scored" }> => e.type === "hand_scored" && e.hand === record.hand);
    return scored?.scores ?? (record === lastHand ? match.scores : null);
  };
  const free = match.seats.filter((s) => s.player_id === null && s.bot === null).length;
  const toAct = view?.to_act ?? match.to_act;
  const status = match.status === "open"
    ? (mine !== null ? `Waiting for ${free} more ${free === 1 ? "player" : "players"} to join: share the link.` : "This match is open: take a seat.")
    : match.status === "cancelled" ? "The match was cancelled."
    : match.status === "finished" ? rummyMatchEnd(match, names, scoring)
    : reveal ? `Hand ${reveal.hand + 1} is over: see how it was scored, then go on.`
    : mine === null ? "You are watching: only the seats see their hands."
    : toAct === mine
      ? (view?.phase === "draw" ? "Your turn: draw from the stock or take the top of the discard pile." : "Your turn: lay melds, lay off on any meld, then discard one card (select cards to see what they can do).")
      : `Waiting for ${toAct === null ? "the next hand" : names[toAct]} to play.`;
  const ready = !busy && (reveal !== null || over || (controls.any && view?.to_act === mine));
  const canCancel = match.status === "open" && match.created_by === me.id;

  return (
    <div class="table rummy" data-testid="rummy-table" data-status={match.status} data-ready={ready ? "1" : "0"} data-version={match.version} data-hand={match.hand ?? ""} data-hands-scored={match.hands.length}>
      <header class="table-head">
        <h2>Rummy: {names.join(", ")}</h2>
        <p class="muted small" data-testid="rummy-scores">
          {scoring === "penalty" ? "Penalty scoring" : "Winner takes all"}, to {match.options.target_score}
          {match.hand !== null ? `, hand ${match.hand + 1}` : ""} · Score:{" "}
          {names.map((n, seat) => <span key={seat}>{seat > 0 ? ", " : ""}{n} <strong data-testid={`score${seat}`}>{match.scores[seat] ?? 0}</strong></span>)}
        </p>
        <p class="status" role="status" aria-live="polite" data-testid="status" tabIndex={-1} ref={statusRef}>{status}</p>
        <div class="last-move" aria-live="polite" data-testid="others-moves">
          {turns.map((t) => <p key={t.version} data-seat={t.seat} data-version={t.version}>{t.text}.</p>)}
        </div>
        {match.status === "finished" ? (
          <p class={`winner-banner${mine !== null && match.standings?.winners.includes(mine) ? " won" : ""}`} data-testid="winner-banner">{rummyMatchEnd(match, names, scoring)}</p>
        ) : null}
        {error ? <p class="error" role="alert">{error}</p> : null}
      </header>

      {match.status === "open" ? (
        <section class="share">
          <ul class="list" data-testid="rummy-seats">
            {match.seats.map((s) => <li key={s.seat}>Seat {s.seat + 1}: {s.player_id || s.bot ? names[s.seat] : "open"}</li>)}
          </ul>
          {mine !== null ? (
            <>
              <label for="share-link">Link for the other players</label>
              <div class="row">
                <input id="share-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
                <button type="button" onClick={() => { void navigator.clipboard?.writeText(link).then(() => setCopied(true)); }}>{copied ? "Copied" : "Copy"}</button>
              </div>
            </>
          ) : (
            <button type="button" class="primary" data-testid="join" disabled={busy} onClick={() => void join()}>Take a seat</button>
          )}
          {canCancel ? (
            confirming ? (
              <div role="alertdialog" aria-label="Cancel the match?" class="confirm" data-testid="confirm">
                <p>Cancel this open match? Nobody can join it afterwards.</p>
                <button type="button" class="primary" data-testid="confirm-yes" disabled={busy} onClick={() => void cancel()}>Yes, cancel it</button>{" "}
                <button type="button" data-testid="confirm-no" onClick={() => setConfirming(false)}>Keep it open</button>
              </div>
            ) : <p><button type="button" data-testid="cancel" disabled={busy} onClick={() => setConfirming(true)}>Cancel the match…</button></p>
          ) : null}
        </section>
      ) : null}

      {shownEnd ? (
        <HandEndView record={shownEnd} names={names} scoring={scoring} scores={scoresAfter(shownEnd)} target={match.options.target_score} />
      ) : null}
      {reveal && !over ? (
        <p><button type="button" class="primary" data-testid="next-hand" onClick={() => { setReveal(null); setTimeout(() => statusRef.current?.focus(), 0); }}>Next hand</button></p>
      ) : null}

      {view && !reveal && !(match.status === "finished") ? (
        <RummyBoard
          view={view}
          names={names}
          controls={controls}
          busy={busy}
          act={(a) => void act(a)}
          fresh={freshDiscard(events)}
          selected={selected}
          setSelected={setSelected}
        />
      ) : match.status === "active" && mine === null && match.table ? (
        <RummySpectatorBoard table={match.table} names={names} fresh={freshDiscard(events)} />
      ) : null}

      {match.status === "finished" ? <p><a href={`#/rummy/${match.id}/replay`} data-testid="replay-link">Replay the match, move by move</a></p> : null}
      {over ? <p><a href="#/">Play again</a></p> : null}

      {match.hands.length > 0 ? (
        <section class="scores" aria-label="hands scored" data-testid="rummy-sheet">
          <h3>Hands</h3>
          <div class="scroll">
            <table>
              <thead><tr><th scope="col">Hand</th>{names.map((n, seat) => <th scope="col" key={seat}>{n}</th>)}</tr></thead>
              {match.hands.map((h) => (
                <tbody key={h.hand} data-testid="sheet-hand">
                  <tr>
                    <th scope="row">{h.hand + 1}</th>
                    {names.map((_, seat) => <td key={seat} data-add={h.end.points[seat] ?? 0}>{h.end.points[seat] ?? 0}</td>)}
                  </tr>
                  <tr class="how"><td colSpan={names.length + 1} class="small muted">{handEndHeadline(h.end, names)}</td></tr>
                </tbody>
              ))}
              <tfoot><tr><th scope="row">Total</th>{names.map((_, seat) => <td key={seat} data-total={match.scores[seat] ?? 0}><strong>{match.scores[seat] ?? 0}</strong></td>)}</tr></tfoot>
            </table>
          </div>
        </section>
      ) : null}
      <details class="log">
        <summary>Moves ({events.length})</summary>
        <ol>{events.map((e) => <li key={e.version}>{describeRummyEvent(e, names)}</li>)}</ol>
      </details>
    </div>
  );
}

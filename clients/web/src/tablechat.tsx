// Beside the table: its chat and, at the end, the rematch. The chat (GET /matches/{id}/chat,
// then /chat/stream from the last line, resumed with Last-Event-ID) holds the rooms the API lets
// this player read: while the match is live a seat reads the seats' room and everyone else the
// spectators' room; once it is over both (read again then: a stream keeps the rooms it opened
// with). A seat playing only bots has no chat (a bot never reads it). The rematch
// (GET/POST /matches/{id}/rematch, /accept, /decline) follows the notifications' rematch_offer,
// rematch_accepted and rematch_declined; an accepted rematch opens its table.
import { must, type components, type GinRummyClient, type Match } from "@ginrummy/client";
import { useEffect, useState } from "preact/hooks";
import type { Me } from "./api";
import { friendly, mustSay } from "./errors";
import { useNames } from "./names";
import { field, followSse, useNotes } from "./notify";

type Line = components["schemas"]["ChatLine"];
type Room = Line["room"];
type Rematch = components["schemas"]["RematchOut"];

const merge = (lines: Line[], more: Line[]) => {
  const byId = new Map(lines.map((l) => [l.id, l]));
  for (const l of more) byId.set(l.id, l);
  return [...byId.values()].sort((a, b) => a.id - b.id);
};
const isLine = (v: Record<string, unknown>): boolean => typeof v.id === "number" && typeof v.text === "string" && typeof v.author === "string";

function TableChat({ me, client, match }: { me: Me; client: GinRummyClient; match: Match }) {
  const over = match.status === "finished";
  const [lines, setLines] = useState<Line[]>([]);
  const [rooms, setRooms] = useState<Room[]>([]);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const ctrl = new AbortController();
    void (async () => {
      try {
        const first = await must(client.GET("/matches/{match_id}/chat", { params: { path: { match_id: match.id }, query: { after: 0 } }, signal: ctrl.signal }));
        setLines(first.lines); setRooms(first.rooms);
        const last = first.lines[first.lines.length - 1]?.id;
        await followSse(
          (lastId) => client.GET("/matches/{match_id}/chat/stream", { params: { path: { match_id: match.id }, ...(lastId ? { header: { "Last-Event-ID": lastId } } : {}) }, parseAs: "stream", signal: ctrl.signal }),
          (n) => { if (isLine(n)) setLines((ls) => merge(ls, [n as unknown as Line])); },
          ctrl.signal,
          { lastId: last === undefined ? null : String(last) },
        );
      } catch (e) { if (!ctrl.signal.aborted) setError(friendly(e)); }
    })();
    return () => ctrl.abort();
  }, [client, match.id, over]);
  const seated = match.your_seat !== null;
  const names = useNames(lines.map((l) => l.author));
  const say = async () => {
    setBusy(true); setError(null);
    try {
      const line = await mustSay(client.POST("/matches/{match_id}/chat", { params: { path: { match_id: match.id } }, body: { text } }));
      setText(""); setLines((ls) => merge(ls, [line]));
    } catch (e) { setError(friendly(e)); } finally { setBusy(false); }
  };
  const both = rooms.length > 1;
  const title = both ? "Chat: the players' and the spectators'" : seated ? "Table chat" : "Spectators' chat";
  return (
    <section class="chat panel" aria-labelledby="chat-title" data-testid="table-chat" data-rooms={rooms.join(" ")}>
      <h3 id="chat-title">{title}</h3>
      {!seated && !over ? <p class="muted small">The players do not see this room while they play.</p> : null}
      {seated && !over ? <p class="muted small">Between the players: spectators have their own room.</p> : null}
      {lines.length === 0 ? <p class="muted small">Nothing said yet.</p> : (
        <ol class="chat-lines" aria-live="polite" data-testid="chat-lines">
          {lines.map((l) => (
            <li key={l.id} data-testid="chat-line" data-room={l.room} data-author={l.author}>
              {both ? <span class="muted small">[{l.room === "seats" ? "players" : "spectators"}] </span> : null}
              <strong>{l.author === me.id ? "You" : l.author_name ?? names(l.author)}</strong>: <span class="text" data-testid="chat-text">{l.text}</span>
            </li>
          ))}
        </ol>
      )}
      <form class="compose" data-testid="chat-form" onSubmit={(e) => { e.preventDefault(); void say(); }}>
        <label for="chat-text" class="sr-only">Say something</label>
        <input id="chat-text" autocomplete="off" placeholder="Say something" value={text} onInput={(e) => setText(e.currentTarget.value)} />
        <button type="submit" disabled={busy}>Say</button>
      </form>
      {error ? <p class="error" role="alert" data-testid="chat-error">{error}</p> : null}
    </section>
  );
}

function RematchBox({ me, client, match }: { me: Me; client: GinRummyClient; match: Match }) {
  const [r, setR] = useState<Rematch | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const load = () => { void must(client.GET("/matches/{match_id}/rematch", { params: { path: { match_id: match.id } } })).then(setR, (e: unknown) => setError(friendly(e))); };
  useEffect(load, [client, match.id]);
  useNotes((n) => {
    if (!n.type.startsWith("rematch_") || field(n, "match_id") !== match.id) return;
    if (n.type === "rematch_accepted" && field(n, "new_match_id")) { window.location.hash = `#/m/${field(n, "new_match_id")}`; return; }
    load();
  });
  const path = { params: { path: { match_id: match.id } } };
  const run = async (f: () => Promise<Rematch>) => {
    setBusy(true); setError(null);
    try {
      const next = await f();
      setR(next);
      if (next.status === "accepted" && next.new_match_id) window.location.hash = `#/m/${next.new_match_id}`;
    } catch (e) { setError(friendly(e)); load(); } finally { setBusy(false); }
  };
  const other = (r?.offered_by === me.id ? r.offered_to : r?.offered_by) ?? "";
  const name = useNames(other ? [other] : []);
  if (!r) return error ? <p class="error" role="alert">{error}</p> : null;
  return (
    <div class="rematch" data-testid="rematch" data-status={r.status}>
      {r.status === "pending" && r.offered_to === me.id ? (
        <p role="status">{name(other)} offers a rematch (seats swapped).{" "}
          <button type="button" class="primary" data-testid="rematch-accept" disabled={busy} onClick={() => void run(() => mustSay(client.POST("/matches/{match_id}/rematch/accept", path)))}>Accept</button>{" "}
          <button type="button" data-testid="rematch-decline" disabled={busy} onClick={() => void run(() => mustSay(client.POST("/matches/{match_id}/rematch/decline", path)))}>Decline</button>
        </p>
      ) : r.status === "pending" ? (
        <p role="status">Rematch offered: waiting for {name(other)}'s answer.</p>
      ) : r.status === "accepted" && r.new_match_id ? (
        <p><a href={`#/m/${r.new_match_id}`} data-testid="rematch-go">Go to the rematch</a></p>
      ) : (
        <p>
          {r.status === "declined" ? <span role="status">{r.offered_by === me.id ? "Your rematch offer was declined. " : "You declined the rematch. "}</span> : null}
          <button type="button" class="primary" data-testid="rematch-offer" disabled={busy} onClick={() => void run(() => mustSay(client.POST("/matches/{match_id}/rematch", path)))}>Offer a rematch</button>
        </p>
      )}
      {error ? <p class="error" role="alert" data-testid="rematch-error">{error}</p> : null}
    </div>
  );
}

/** The table's chat and rematch, mounted by table.tsx. */
export function TableSocial({ me, client, match }: { me: Me; client: GinRummyClient; match: Match }) {
  const live = match.status === "active" || match.status === "finished";
  const seated = match.your_seat !== null;
  // a seat whose every other seat is a bot: nobody to talk to
  const people = match.seats.some((s, i) => i !== match.your_seat && !s.bot && s.player_id);
  return (
    <>
      {match.status === "finished" && seated ? <RematchBox me={me} client={client} match={match} /> : null}
      {live && (!seated || people) ? <TableChat me={me} client={client} match={match} /> : null}
    </>
  );
}

// #/rooms and #/rooms/{id}: named rooms (GET /rooms; create one: POST /rooms, its name rule's
// refusal in words), and one room: who is in it, its lobby of open matches (join one, or open
// one there: POST /matches with `room`), join and leave, and its chat. A member follows the
// room's stream (GET /rooms/{id}/stream from the version it read, resumed with Last-Event-ID):
// joins, leaves and matches opened read the room again; chat lines are added as they come.
import { must, type components, type GinRummyClient, type Rules } from "@ginrummy/client";
import { useEffect, useState } from "preact/hooks";
import type { Me } from "./api";
import { friendly, mustSay } from "./errors";
import { choicesOf, GAME, type Choices } from "./games";
import { learnName } from "./names";
import { followSse } from "./notify";

type Summary = components["schemas"]["RoomSummary"];
type Room = components["schemas"]["Room"];
type Line = components["schemas"]["RoomChatLine"];
type RoomMatch = components["schemas"]["RoomMatch"];

const merge = (lines: Line[], more: Line[]) => {
  const byId = new Map(lines.map((l) => [l.id, l]));
  for (const l of more) byId.set(l.id, l);
  return [...byId.values()].sort((a, b) => a.id - b.id);
};

export function RoomsView({ client }: { client: GinRummyClient }) {
  const [rooms, setRooms] = useState<Summary[] | null>(null);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => { void must(client.GET("/rooms")).then((l) => setRooms(l.rooms), (e: unknown) => setError(friendly(e))); }, [client]);
  const create = async () => {
    setBusy(true); setError(null);
    try {
      const room = await mustSay(client.POST("/rooms", { body: { name } }));
      window.location.hash = `#/rooms/${room.id}`;
    } catch (e) { setError(friendly(e)); } finally { setBusy(false); }
  };
  return (
    <div class="home social" data-testid="rooms">
      <section class="panel" aria-labelledby="rooms-title">
        <h2 id="rooms-title">Rooms</h2>
        {rooms === null ? <p class="muted">Loading…</p> : rooms.length === 0 ? <p class="muted">No room yet: create the first.</p> : (
          <ul class="list" data-testid="room-list">
            {rooms.map((r) => (
              <li key={r.id} data-testid="room-item"><a href={`#/rooms/${r.id}`}>{r.name}</a> <span class="muted small">· {r.members} in it · {r.matches_opened} matches opened</span></li>
            ))}
          </ul>
        )}
      </section>
      <section class="panel" aria-labelledby="room-create-title">
        <h2 id="room-create-title">Create a room</h2>
        {error ? <p class="error" role="alert" data-testid="room-error">{error}</p> : null}
        <form class="form" data-testid="room-form" onSubmit={(e) => { e.preventDefault(); void create(); }}>
          <label for="room-name">Name</label>
          <input id="room-name" value={name} onInput={(e) => setName(e.currentTarget.value)} required />
          <button type="submit" class="primary" disabled={busy}>Create the room</button>
        </form>
      </section>
    </div>
  );
}

function OpenHere({ client, room }: { client: GinRummyClient; room: string }) {
  const [choices, setChoices] = useState<Choices | null>(null);
  const [variant, setVariant] = useState("");
  const [target, setTarget] = useState(0);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void must(client.GET("/games/{name}", { params: { path: { name: GAME } } })).then((g) => {
      const c = choicesOf(g);
      setChoices(c); setVariant(c.variant); setTarget(c.target.value);
    }, (e: unknown) => setError(friendly(e)));
  }, [client]);
  const open = async () => {
    setError(null);
    try {
      const m = await mustSay(client.POST("/matches", { body: { game: GAME, opponent: { kind: "open" }, rules: { variant, target_score: target } as Rules, room } }));
      window.location.hash = `#/m/${m.id}`;
    } catch (e) { setError(friendly(e)); }
  };
  if (!choices) return error ? <p class="error" role="alert">{error}</p> : null;
  return (
    <form class="form" data-testid="room-match-form" onSubmit={(e) => { e.preventDefault(); void open(); }}>
      <label for="room-variant">Variant</label>
      <select id="room-variant" value={variant} onChange={(e) => setVariant(e.currentTarget.value)}>{choices.variants.map((v) => <option key={v} value={v}>{v}</option>)}</select>
      <label for="room-target">Target score</label>
      <input id="room-target" type="number" min={choices.target.min} max={choices.target.max} step={10} value={target} onInput={(e) => setTarget(Number(e.currentTarget.value))} />
      <button type="submit" class="primary">Open a match in this room</button>
      {error ? <p class="error wide" role="alert">{error}</p> : null}
    </form>
  );
}

function RoomChat({ me, client, room, onChange }: { me: Me; client: GinRummyClient; room: Room; onChange: () => void }) {
  const [lines, setLines] = useState<Line[]>([]);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const path = { params: { path: { room_id: room.id } } };
  useEffect(() => {
    const ctrl = new AbortController();
    void (async () => {
      try {
        const first = await must(client.GET("/rooms/{room_id}/chat", { params: { path: { room_id: room.id }, query: { after: 0 } }, signal: ctrl.signal }));
        setLines(first.lines);
        await followSse(
          (lastId) => client.GET("/rooms/{room_id}/stream", { params: { path: { room_id: room.id }, ...(lastId ? { header: { "Last-Event-ID": lastId } } : {}) }, parseAs: "stream", signal: ctrl.signal }),
          (n) => {
            if (n.type === "room_chat_line" && typeof n.line === "object" && n.line !== null) setLines((ls) => merge(ls, [n.line as Line]));
            else onChange();
          },
          ctrl.signal,
          { lastId: String(room.version) },
        );
      } catch (e) { if (!ctrl.signal.aborted) setError(friendly(e)); }
    })();
    return () => ctrl.abort();
    // the room's first version read: the stream resumes from it (later reads change nothing)
  }, [client, room.id]);
  const say = async () => {
    setError(null);
    try {
      const line = await mustSay(client.POST("/rooms/{room_id}/chat", { ...path, body: { text } }));
      setText(""); setLines((ls) => merge(ls, [line]));
    } catch (e) { setError(friendly(e)); }
  };
  return (
    <section class="panel chat" aria-labelledby="room-chat-title" data-testid="room-chat">
      <h2 id="room-chat-title">Chat</h2>
      {lines.length === 0 ? <p class="muted small">Nothing said yet.</p> : (
        <ol class="chat-lines" aria-live="polite" data-testid="chat-lines">
          {lines.map((l) => (
            <li key={l.id} data-testid="chat-line" data-author={l.author}>
              <strong>{l.author === me.id ? "You" : l.author_name ?? `player ${l.author.slice(0, 8)}`}</strong>: <span class="text" data-testid="chat-text">{l.text}</span>
            </li>
          ))}
        </ol>
      )}
      <form class="compose" data-testid="room-chat-form" onSubmit={(e) => { e.preventDefault(); void say(); }}>
        <label for="room-chat-text" class="sr-only">Say something in the room</label>
        <input id="room-chat-text" autocomplete="off" placeholder="Say something" value={text} onInput={(e) => setText(e.currentTarget.value)} />
        <button type="submit">Say</button>
      </form>
      {error ? <p class="error" role="alert" data-testid="chat-error">{error}</p> : null}
    </section>
  );
}

const matchText = (m: RoomMatch) => `${m.created_by_name ?? "someone"} · ${m.game}: ${Object.values(m.rules).map(String).join(", ")} · ${m.free_seats} free seat${m.free_seats === 1 ? "" : "s"}`;

export function RoomView({ me, client, id }: { me: Me; client: GinRummyClient; id: string }) {
  const [room, setRoom] = useState<Room | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const load = () => {
    void must(client.GET("/rooms/{room_id}", { params: { path: { room_id: id } } })).then((r) => {
      for (const m of r.members) learnName(m.player_id, m.name);
      setRoom((prev) => (prev && prev.version > r.version ? prev : r));
    }, (e: unknown) => setError(friendly(e)));
  };
  useEffect(load, [client, id]);
  const path = { params: { path: { room_id: id } } };
  const act = async (f: () => Promise<Room>) => {
    setBusy(true); setError(null);
    try { setRoom(await f()); } catch (e) { setError(friendly(e)); load(); } finally { setBusy(false); }
  };
  const join = async (m: RoomMatch) => {
    setError(null);
    try { await mustSay(client.POST("/matches/{match_id}/join", { params: { path: { match_id: m.id } } })); window.location.hash = `#/m/${m.id}`; } catch (e) { setError(friendly(e)); load(); }
  };
  if (!room) return <p aria-live="polite">{error ?? "Loading the room…"}</p>;
  const member = room.members.some((m) => m.player_id === me.id);
  return (
    <div class="home social" data-testid="room" data-member={member ? "1" : "0"}>
      <section class="panel" aria-labelledby="room-title">
        <h2 id="room-title">{room.name}</h2>
        {error ? <p class="error" role="alert" data-testid="room-error">{error}</p> : null}
        {member
          ? <button type="button" data-testid="room-leave" disabled={busy} onClick={() => void act(() => mustSay(client.POST("/rooms/{room_id}/leave", path)))}>Leave the room</button>
          : <button type="button" class="primary" data-testid="room-join" disabled={busy} onClick={() => void act(() => mustSay(client.POST("/rooms/{room_id}/join", path)))}>Join the room</button>}
        <h3>In the room ({room.members.length})</h3>
        <ul class="list" data-testid="room-members" aria-live="polite">
          {room.members.map((m) => <li key={m.player_id} data-testid="room-member" data-player={m.player_id}><a href={`#/p/${m.player_id}`}>{m.player_id === me.id ? "You" : m.name ?? m.player_id.slice(0, 8)}</a></li>)}
        </ul>
      </section>
      <section class="panel" aria-labelledby="room-lobby-title">
        <h2 id="room-lobby-title">Open matches here</h2>
        {room.open_matches.length === 0 ? <p class="muted">None open.</p> : (
          <ul class="list" data-testid="room-lobby" aria-live="polite">
            {room.open_matches.map((m) => (
              <li key={m.id} data-testid="room-match">
                {matchText(m)}{" "}
                {m.created_by === me.id ? <a href={`#/m/${m.id}`}>yours: waiting</a> : <button type="button" onClick={() => void join(m)}>Join</button>}
              </li>
            ))}
          </ul>
        )}
        {member ? <OpenHere client={client} room={room.id} /> : <p class="muted small">Join the room to open a match in it and to talk.</p>}
      </section>
      {member ? <RoomChat me={me} client={client} room={room} onChange={load} key={room.id} /> : null}
    </div>
  );
}


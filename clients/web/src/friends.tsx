// #/friends: the contact list (GET /players/me/friends): friends with their presence (online,
// playing which match, last seen: live from the notifications' `presence`), the requests got
// (accept, decline) and sent (cancel), unfriend, block and unblock; a box that sends a request
// to a player named by a profile link, an id, or the name of a player the page knows (your
// opponents, the leaderboard); each friend's "Message" and "Challenge" (challenges.tsx); who may
// write to you or challenge you (GET/PUT /players/me/social-settings).
import { must, type components, type GinRummyClient } from "@ginrummy/client";
import { useEffect, useState } from "preact/hooks";
import type { Me } from "./api";
import { ChallengeForm, ChallengeList } from "./challenges";
import { friendly, mustSay } from "./errors";
import { learnName, useNames } from "./names";
import { field, useNotes } from "./notify";

type Contacts = components["schemas"]["Contacts"];
type Friend = components["schemas"]["Friend"];
type Settings = components["schemas"]["SocialSettingsOut"];
type Who = Settings["who_may_write"];
const WHO: Who[] = ["everyone", "friends", "nobody"];
const FRIEND_NOTES = new Set(["friend_request", "friend_request_accepted", "friend_request_declined", "friend_request_cancelled", "unfriended", "stream_opened"]);
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

const when = (seen: string | number | null | undefined): string => {
  if (seen === null || seen === undefined || seen === "") return "";
  const d = typeof seen === "number" ? new Date(seen * 1000) : new Date(seen);
  return Number.isNaN(d.getTime()) ? "" : d.toLocaleString();
};

function Presence({ f }: { f: Friend }) {
  if (f.playing.length > 0) {
    // each match on its game's table (the server names the game of each: playing_games)
    const link = (m: string) => (f.playing_games?.[m] === "rummy" ? <a href={`#/rummy/${m}`}>Rummy match {m.slice(0, 8)}</a> : <a href={`#/m/${m}`}>match {m.slice(0, 8)}</a>);
    return <span data-testid="presence" data-online="1">playing {f.playing.map((m, i) => <span key={m}>{i > 0 ? ", " : ""}{link(m)}</span>)}</span>;
  }
  if (f.online) return <span data-testid="presence" data-online="1" class="badge ok">online</span>;
  const seen = when(f.last_seen);
  return <span data-testid="presence" data-online="0" class="muted">{seen ? `last seen ${seen}` : "offline"}</span>;
}

/** The players this page knows by name: your opponents and the leaderboard's. */
function useKnownPlayers(client: GinRummyClient, me: Me): { id: string; name: string }[] {
  const [known, setKnown] = useState<{ id: string; name: string }[]>([]);
  useEffect(() => {
    void Promise.all([
      must(client.GET("/matches", { params: { query: { status: "any", mine: true, limit: 50 } } })).then((l) => l.matches.flatMap((m) => m.seats.flatMap((s) => (s.player_id && s.name ? [{ id: s.player_id, name: s.name }] : [])))).catch(() => []),
      must(client.GET("/leaderboard", { params: { query: { limit: 100 } } })).then((l) => l.entries.map((e) => ({ id: e.player_id, name: e.name }))).catch(() => []),
    ]).then(([a, b]) => {
      const byId = new Map([...a, ...b].filter((p) => p.id !== me.id).map((p) => [p.id, p]));
      for (const p of byId.values()) learnName(p.id, p.name);
      setKnown([...byId.values()]);
    });
  }, [client, me.id]);
  return known;
}

function AddFriend({ client, me, onSent }: { client: GinRummyClient; me: Me; onSent: () => void }) {
  const known = useKnownPlayers(client, me);
  const [who, setWho] = useState("");
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const send = async () => {
    const typed = who.trim();
    const id = UUID.exec(typed)?.[0] ?? known.find((p) => p.name.toLowerCase() === typed.toLowerCase())?.id;
    if (!id) { setNote({ ok: false, text: "No player of that name among the players you know: paste their profile link (their name's page) instead." }); return; }
    try {
      const status = await mustSay(client.POST("/players/me/friends/requests", { body: { player_id: id } }));
      setNote({ ok: true, text: status.friendship === "friends" ? "You are friends now." : "Request sent." });
      setWho(""); onSent();
    } catch (e) { setNote({ ok: false, text: friendly(e) }); }
  };
  return (
    <form class="form" data-testid="add-friend" onSubmit={(e) => { e.preventDefault(); void send(); }}>
      <label for="friend-who">Name, profile link or player id</label>
      <input id="friend-who" list="known-players" autocomplete="off" value={who} onInput={(e) => setWho(e.currentTarget.value)} required />
      <datalist id="known-players">{known.map((p) => <option key={p.id} value={p.name} />)}</datalist>
      <button type="submit" class="primary">Send a friend request</button>
      {note ? <p class={note.ok ? "wide" : "wide error"} role={note.ok ? "status" : "alert"} data-testid="add-friend-note">{note.text}</p> : null}
    </form>
  );
}

function SettingsForm({ client }: { client: GinRummyClient }) {
  const [s, setS] = useState<Settings | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => { void must(client.GET("/players/me/social-settings")).then(setS, (e: unknown) => setError(friendly(e))); }, [client]);
  const change = async (next: Settings) => {
    try { setS(await mustSay(client.PUT("/players/me/social-settings", { body: next }))); } catch (e) { setError(friendly(e)); }
  };
  return (
    <section class="panel" aria-labelledby="settings-title">
      <h2 id="settings-title">Who may reach you</h2>
      {error ? <p class="error" role="alert">{error}</p> : null}
      {s ? (
        <div class="form">
          <label for="who-write">Messages from</label>
          <select id="who-write" value={s.who_may_write} onChange={(e) => void change({ ...s, who_may_write: e.currentTarget.value as Who })}>{WHO.map((w) => <option key={w} value={w}>{w}</option>)}</select>
          <label for="who-challenge">Challenges from</label>
          <select id="who-challenge" value={s.who_may_challenge} onChange={(e) => void change({ ...s, who_may_challenge: e.currentTarget.value as Who })}>{WHO.map((w) => <option key={w} value={w}>{w}</option>)}</select>
        </div>
      ) : <p class="muted">Loading…</p>}
    </section>
  );
}

export function FriendsView({ me, client }: { me: Me; client: GinRummyClient }) {
  const [contacts, setContacts] = useState<Contacts | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [challenging, setChallenging] = useState<string | null>(null);
  const [sentChallenges, setSentChallenges] = useState(0);
  const load = () => {
    void must(client.GET("/players/me/friends")).then((c) => {
      for (const f of c.friends) learnName(f.player_id, f.name);
      setContacts(c);
    }, (e: unknown) => setError(friendly(e)));
  };
  useEffect(load, [client]);
  useNotes((n) => {
    if (FRIEND_NOTES.has(n.type)) load();
    if (n.type === "presence") {
      // the friend's presence at once, then the list again (what it plays)
      const id = field(n, "player_id");
      setContacts((c) => (c ? { ...c, friends: c.friends.map((f) => (f.player_id === id ? { ...f, online: n.online === true, last_seen: typeof n.last_seen === "number" ? new Date(n.last_seen * 1000).toISOString() : f.last_seen } : f)) } : c));
      load();
    }
    if (n.type === "playing" && Array.isArray(n.playing)) {
      // a friend's match started or ended: the matches it plays now, as the server says
      const id = field(n, "player_id");
      const playing = n.playing.filter((m): m is string => typeof m === "string");
      const games = typeof n.playing_games === "object" && n.playing_games !== null ? n.playing_games as Record<string, string> : {};
      setContacts((c) => (c ? { ...c, friends: c.friends.map((f) => (f.player_id === id ? { ...f, playing, playing_games: games } : f)) } : c));
    }
  });
  const name = useNames(contacts ? [...contacts.requests_received, ...contacts.requests_sent, ...contacts.blocked] : []);
  const act = async (f: () => Promise<unknown>) => {
    setError(null);
    try { await f(); } catch (e) { setError(friendly(e)); }
    load();
  };
  const path = (id: string) => ({ params: { path: { player_id: id } } });
  const block = (id: string) => act(() => mustSay(client.PUT("/players/me/blocks/{player_id}", path(id))));
  const friendName = (f: Friend) => f.name ?? name(f.player_id);
  const challenged = contacts?.friends.find((f) => f.player_id === challenging);

  return (
    <div class="home social" data-testid="friends">
      <section class="panel" aria-labelledby="friends-title">
        <h2 id="friends-title">Friends</h2>
        {error ? <p class="error" role="alert" data-testid="friends-error">{error}</p> : null}
        {contacts === null ? <p class="muted">Loading…</p> : contacts.friends.length === 0 ? <p class="muted">No friend yet: send a request below.</p> : (
          <ul class="list people" data-testid="friend-list" aria-live="polite">
            {contacts.friends.map((f) => (
              <li key={f.player_id} data-testid="friend" data-player={f.player_id}>
                <a href={`#/p/${f.player_id}`}>{friendName(f)}</a> · <Presence f={f} />
                <div class="row-actions">
                  <a class="button" href={`#/messages/${f.player_id}`} data-testid="message-friend">Message</a>
                  <button type="button" data-testid="challenge-friend" onClick={() => setChallenging(f.player_id)}>Challenge</button>
                  <button type="button" data-testid="unfriend" onClick={() => void act(() => mustSay(client.DELETE("/players/me/friends/{player_id}", path(f.player_id))))}>Unfriend</button>
                  <button type="button" data-testid="block" onClick={() => void block(f.player_id)}>Block</button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {challenging ? (
          <ChallengeForm client={client} to={challenging} toName={challenged ? friendName(challenged) : name(challenging)} onDone={(sent) => { setChallenging(null); if (sent) setSentChallenges((n) => n + 1); }} />
        ) : null}
        <h3>Add a friend</h3>
        <AddFriend client={client} me={me} onSent={load} />
      </section>
      <section class="panel" aria-labelledby="requests-title">
        <h2 id="requests-title">Friend requests</h2>
        {contacts === null ? null : contacts.requests_received.length + contacts.requests_sent.length === 0 ? <p class="muted">None waiting.</p> : (
          <ul class="list people" data-testid="requests" aria-live="polite">
            {contacts.requests_received.map((id) => (
              <li key={id} data-testid="request-received" data-player={id}>
                <a href={`#/p/${id}`}>{name(id)}</a> asks to be your friend
                <div class="row-actions">
                  <button type="button" class="primary" data-testid="accept-request" onClick={() => void act(() => mustSay(client.POST("/players/me/friends/requests/{player_id}/accept", path(id))))}>Accept</button>
                  <button type="button" data-testid="decline-request" onClick={() => void act(() => mustSay(client.POST("/players/me/friends/requests/{player_id}/decline", path(id))))}>Decline</button>
                  <button type="button" onClick={() => void block(id)}>Block</button>
                </div>
              </li>
            ))}
            {contacts.requests_sent.map((id) => (
              <li key={id} data-testid="request-sent" data-player={id}>
                You asked <a href={`#/p/${id}`}>{name(id)}</a>
                <div class="row-actions">
                  <button type="button" data-testid="cancel-request" onClick={() => void act(() => mustSay(client.DELETE("/players/me/friends/requests/{player_id}", path(id))))}>Cancel the request</button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <h3>Blocked</h3>
        {contacts === null ? null : contacts.blocked.length === 0 ? <p class="muted">Nobody.</p> : (
          <ul class="list people" data-testid="blocked">
            {contacts.blocked.map((id) => (
              <li key={id} data-testid="blocked-player" data-player={id}>
                {name(id)} <button type="button" data-testid="unblock" onClick={() => void act(() => mustSay(client.DELETE("/players/me/blocks/{player_id}", path(id))))}>Unblock</button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ChallengeList me={me} client={client} reload={sentChallenges} />
      <SettingsForm client={client} />
    </div>
  );
}

/** A player's profile's social buttons (another player's): add as a friend, message, block. */
export function ProfileActions({ me, client, id }: { me: Me; client: GinRummyClient; id: string }) {
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  if (id === me.id) return null;
  const run = async (f: () => Promise<unknown>, ok: string) => {
    try { await f(); setNote({ ok: true, text: ok }); } catch (e) { setNote({ ok: false, text: friendly(e) }); }
  };
  return (
    <div class="row-actions" data-testid="profile-actions">
      <button type="button" data-testid="profile-add-friend" onClick={() => void run(() => mustSay(client.POST("/players/me/friends/requests", { body: { player_id: id } })), "Friend request sent.")}>Add as a friend</button>
      <a class="button" href={`#/messages/${id}`}>Message</a>
      <button type="button" onClick={() => void run(() => mustSay(client.PUT("/players/me/blocks/{player_id}", { params: { path: { player_id: id } } })), "Blocked: you will not see this player's messages.")}>Block</button>
      {note ? <p class={note.ok ? "" : "error"} role={note.ok ? "status" : "alert"}>{note.text}</p> : null}
    </div>
  );
}

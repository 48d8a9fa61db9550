// The page: play a bot or a friend, the lobby, the table, replays, the leaderboard, profiles.
// Routes live in the hash (#/m/ID, #/r/ID, #/rummy/ID (a Rummy table), #/rummy/ID/replay, #/leaderboard, #/p/ID, #/t/ID, #/t/ID/g/POSITION/GAME): the server serves one file.
import { friendly } from "./errors";
import { must, readSse, type BotLevel, type GinRummyClient, type MatchSummary, type Rules } from "@ginrummy/client";
import { render } from "preact";
import { useEffect, useMemo, useState } from "preact/hooks";
import { AccountView, SignInView } from "./account";
import { clientFor, ensureMe, register, type Me } from "./api";
import { choicesOf, GAME, type Choices, type Variant } from "./games";
import { Leaderboard, Profile } from "./profiles";
import { FriendsView, ProfileActions } from "./friends";
import { MessagesView } from "./messages";
import { SocialLinks, useNotificationStream } from "./notices";
import { NotificationsContext } from "./notify";
import { ReplayView } from "./replay";
import { RoomsView, RoomView } from "./rooms";
import { RummyHome } from "./rummy-home";
import { RummyTableView } from "./rummy-table";
import { RummyReplayView } from "./rummy-watch";
import { TableView } from "./table";
import { TournamentGameView, TournamentList, TournamentView } from "./tournaments";
import "./style.css";

function useHash(): string {
  const [hash, setHash] = useState(window.location.hash);
  useEffect(() => {
    const on = () => setHash(window.location.hash);
    window.addEventListener("hashchange", on);
    return () => window.removeEventListener("hashchange", on);
  }, []);
  return hash;
}

function RulesFields({ prefix, choices, variant, setVariant, target, setTarget }: {
  prefix: string; choices: Choices; variant: Variant; setVariant: (v: Variant) => void; target: number; setTarget: (n: number) => void;
}) {
  return (
    <>
      <label for={`${prefix}-variant`}>Variant</label>
      <select id={`${prefix}-variant`} value={variant} onChange={(e) => setVariant(e.currentTarget.value as Variant)}>
        {choices.variants.map((v) => <option key={v} value={v}>{v}</option>)}
      </select>
      <label for={`${prefix}-target`}>Target score</label>
      <input id={`${prefix}-target`} type="number" min={choices.target.min} max={choices.target.max} step={10} value={target} onInput={(e) => setTarget(Number(e.currentTarget.value))} />
    </>
  );
}

function Home({ me, client }: { me: Me; client: GinRummyClient }) {
  const [choices, setChoices] = useState<Choices | null>(null);
  const [level, setLevel] = useState<BotLevel>("easy");
  const [variant, setVariant] = useState<Variant>("classic");
  const [target, setTarget] = useState(100);
  const [hints, setHints] = useState(false);
  const [fVariant, setFVariant] = useState<Variant>("classic");
  const [fTarget, setFTarget] = useState(100);
  const [open, setOpen] = useState<MatchSummary[] | null>(null);
  const [mine, setMine] = useState<MatchSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const loadOpen = () => {
    void must(client.GET("/matches", { params: { query: { status: "open", limit: 50 } } })).then((l) => setOpen(l.matches), (e: unknown) => setError(friendly(e)));
  };
  const loadLists = () => {
    loadOpen();
    void must(client.GET("/matches", { params: { query: { status: "any", mine: true, limit: 20 } } })).then((l) => setMine(l.matches), (e: unknown) => setError(friendly(e)));
  };
  useEffect(() => {
    void must(client.GET("/games/{name}", { params: { path: { name: GAME } } })).then((game) => {
      const c = choicesOf(game);
      setChoices(c);
      setVariant(c.variant); setFVariant(c.variant);
      setTarget(c.target.value); setFTarget(c.target.value);
      if (!c.levels.includes("easy") && c.levels[0]) setLevel(c.levels[0]);
    }, (e: unknown) => setError(friendly(e)));
    loadLists();
  }, [client]);
  // The lobby live: the server says when the open matches change (GET /lobby/stream, SSE; it
  // sends one message at once), and the page reads the list again. No polling.
  useEffect(() => {
    const ctrl = new AbortController();
    void (async () => {
      while (!ctrl.signal.aborted) {
        try {
          const body = await must(client.GET("/lobby/stream", { parseAs: "stream", signal: ctrl.signal }));
          if (body) for await (const _ of readSse(body, "")) loadOpen();
        } catch {
          // the server went away or the page left: wait, then reconnect
        }
        if (!ctrl.signal.aborted) await new Promise((r) => setTimeout(r, 1000));
      }
    })();
    return () => ctrl.abort();
  }, [client]);

  const create = async (opponent: { kind: "bot"; level: BotLevel } | { kind: "open" }, rules: Rules, withHints = false) => {
    setBusy(true); setError(null);
    try {
      // a match with hints is never rated (the server's rule): asked for by the box below
      const m = await must(client.POST("/matches", { body: { game: GAME, opponent, rules, ...(withHints ? { hints: true } : {}) } }));
      window.location.hash = `#/m/${m.id}`;
    } catch (e) { setError(friendly(e)); } finally { setBusy(false); }
  };
  const join = async (id: string) => {
    setBusy(true);
    try {
      await must(client.POST("/matches/{match_id}/join", { params: { path: { match_id: id } } }));
      window.location.hash = `#/m/${id}`;
    } catch (e) { setError(friendly(e)); loadLists(); } finally { setBusy(false); }
  };
  const creator = (m: MatchSummary) => m.seats.find((s) => s.player_id)?.name ?? "someone";

  return (
    <div class="home">
      {error ? <p class="error" role="alert">{error}</p> : null}
      <section class="panel">
        <h2>Play a bot</h2>
        {choices ? (
          <form class="form" data-testid="bot-form" onSubmit={(e) => { e.preventDefault(); void create({ kind: "bot", level }, { variant, target_score: target }, hints); }}>
            <label for="bot-level">Level</label>
            <select id="bot-level" value={level} onChange={(e) => setLevel(e.currentTarget.value as BotLevel)}>
              {choices.levels.map((l) => <option key={l} value={l}>{l}</option>)}
            </select>
            <RulesFields prefix="bot" choices={choices} variant={variant} setVariant={setVariant} target={target} setTarget={setTarget} />
            <label class="check" for="bot-hints"><input id="bot-hints" type="checkbox" checked={hints} onChange={(e) => setHints(e.currentTarget.checked)} /> Hints from the expert (the match is not rated)</label>
            <button type="submit" class="primary" disabled={busy}>Play the bot</button>
          </form>
        ) : <p class="muted" aria-live="polite">Loading the game…</p>}
      </section>
      <section class="panel">
        <h2>Play a friend</h2>
        {choices ? (
          <form class="form" data-testid="friend-form" onSubmit={(e) => { e.preventDefault(); void create({ kind: "open" }, { variant: fVariant, target_score: fTarget }); }}>
            <RulesFields prefix="friend" choices={choices} variant={fVariant} setVariant={setFVariant} target={fTarget} setTarget={setFTarget} />
            <button type="submit" class="primary" disabled={busy}>Create an open match</button>
          </form>
        ) : null}
      </section>
      <section class="panel">
        <h2>Lobby <span class="muted small">(live)</span></h2>
        {open === null ? <p class="muted">Loading…</p> : open.length === 0 ? <p class="muted">No open match: create one.</p> : (
          <ul class="list" data-testid="lobby" aria-live="polite">
            {open.map((m) => (
              <li key={m.id}>
                {creator(m)} · {m.rules.variant} to {m.rules.target_score}{" "}
                {m.seats.some((s) => s.player_id === me.id)
                  ? <a href={`#/m/${m.id}`}>yours: waiting</a>
                  : <button type="button" disabled={busy} onClick={() => void join(m.id)}>Join</button>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <RummyHome client={client} myId={me.id} />
      <section class="panel">
        <h2>Your matches</h2>
        {mine === null ? <p class="muted">Loading…</p> : mine.length === 0 ? <p class="muted">None yet.</p> : (
          <ul class="list">
            {mine.map((m) => (
              <li key={m.id}>
                {m.seats.map((s) => (s.player_id === me.id ? "You" : s.bot ? `Bot (${s.bot})` : s.name ?? "open")).join(" vs ")} · {m.rules.variant} to {m.rules.target_score} · {m.status} {(m.totals ?? m.scores).join("–")}{" "}
                {m.status === "finished" ? <a href={`#/r/${m.id}`}>replay</a> : <a href={`#/m/${m.id}`}>{m.status === "active" ? "continue" : "open"}</a>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function App() {
  const hash = useHash();
  const [me, setMe] = useState<Me | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => { ensureMe().then(setMe, (e: unknown) => setError(friendly(e))); }, []);
  const client = useMemo(() => (me ? clientFor(me) : null), [me]);
  const [, route = "", arg = ""] = /^#\/(friends|messages|rooms|rummy|m|r|p|t|leaderboard|signin|account)?\/?([\w-]*)/.exec(hash) ?? [];
  // a built-in game of a tournament's pair, move by move: #/t/ID/g/POSITION/GAME
  const tGame = /^#\/t\/[\w-]+\/g\/(\d+)\/([01])$/.exec(hash);
  const notifications = useNotificationStream(client);
  // signed out: the next player is a new guest
  const changeMe = (next: Me | null) => { if (next) setMe(next); else { setMe(null); ensureMe().then(setMe, (e: unknown) => setError(friendly(e))); } };
  const rename = async () => {
    const name = window.prompt("Your name (3 to 32 letters, digits, _ . -)", me?.name ?? "");
    if (!name) return;
    try { setMe(await register(name)); } catch (e) { setError(friendly(e)); }
  };

  let body;
  if (route === "signin") body = <SignInView onSignedIn={changeMe} />;
  else if (!me || !client) body = <p aria-live="polite">{error ?? "Registering…"}</p>;
  else if (route === "account") body = <AccountView me={me} client={client} onChange={changeMe} />;
  else if (route === "m" && arg) body = <TableView me={me} client={client} id={arg} key={arg} />;
  else if (route === "rummy" && arg && /^#\/rummy\/[\w-]+\/replay$/.test(hash)) body = <RummyReplayView client={client} id={arg} myId={me.id} key={`${arg}/replay`} />;
  else if (route === "rummy" && arg) body = <RummyTableView me={me} client={client} id={arg} key={arg} />;
  else if (route === "r" && arg) body = <ReplayView client={client} id={arg} myId={me.id} key={arg} />;
  else if (route === "p" && arg) {
    // a built-in bot's profile (`bot-<level>`) has no one to befriend, message or block
    const actions = arg.startsWith("bot-") ? null : <ProfileActions me={me} client={client} id={arg} key={`a${arg}`} />;
    body = <><Profile id={arg} key={arg} />{actions}</>;
  }
  else if (route === "friends") body = <FriendsView me={me} client={client} />;
  else if (route === "messages") body = <MessagesView me={me} client={client} withId={arg} key={arg} />;
  else if (route === "rooms" && arg) body = <RoomView me={me} client={client} id={arg} key={arg} />;
  else if (route === "rooms") body = <RoomsView client={client} />;
  else if (route === "leaderboard") body = <Leaderboard />;
  else if (route === "t" && arg && tGame) body = <TournamentGameView client={client} id={arg} position={Number(tGame[1])} game={Number(tGame[2])} key={hash} />;
  else if (route === "t" && arg) body = <TournamentView client={client} id={arg} myId={me.id} key={arg} />;
  else if (route === "t") body = <TournamentList client={client} />;
  else body = <Home me={me} client={client} />;
  return (
    <NotificationsContext.Provider value={notifications}>
      <a class="skip" href="#main" onClick={(e) => { e.preventDefault(); document.getElementById("main")?.focus(); }}>Skip to content</a>
      <header class="top">
        <h1><a href="#/">Gin Rummy</a></h1>
        <nav aria-label="main">
          <a href="#/">Play</a>
          <a href="#/leaderboard">Leaderboard</a>
          <a href="#/t">Tournaments</a>
          {client && me ? <SocialLinks client={client} myId={me.id} key={me.id} /> : null}
          {me ? <a href={`#/p/${me.id}`} data-testid="me">{me.name}</a> : null}
          {me?.token !== undefined ? <button type="button" class="link" onClick={() => void rename()}>New name</button> : null}
          <a href="#/account" data-testid="account-link">{me?.token === undefined ? "Account" : "Claim account"}</a>
          {me?.token === undefined ? null : <a href="#/signin">Sign in</a>}
        </nav>
      </header>
      <main id="main" tabIndex={-1}>{body}</main>
    </NotificationsContext.Provider>
  );
}

const root = document.getElementById("app");
if (root) {
  root.textContent = "";
  render(<App />, root);
}

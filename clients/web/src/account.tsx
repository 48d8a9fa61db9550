// Accounts on the page: sign in and sign up (#/signin), and the account (#/account): claim a
// guest account with a password, passkeys, the sessions (each revocable, sign out, sign out
// everywhere) and the personal tokens (create with scopes and an expiry, shown once; revoke,
// rotate). Once signed in the page holds no bearer token: the guest's is forgotten.
import { friendly } from "./errors";
import { must, type components, type GinRummyClient } from "@ginrummy/client";
import { useEffect, useState } from "preact/hooks";
import { forgetMe, type Me } from "./api";
import { forgetSession, registerPasskey, signIn, signInWithPasskey, signUp } from "./session";

type SessionInfo = components["schemas"]["SessionInfo"];
type TokenInfo = components["schemas"]["TokenInfo"];
type Scope = TokenInfo["scopes"][number];
const SCOPES: Scope[] = ["read", "play", "tournaments", "account"];

const message = (e: unknown): string => friendly(e);

function Credentials({ id, onSubmit, label, busy }: {
  id: string; label: string; busy: boolean; onSubmit: (name: string, password: string) => void;
}) {
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  return (
    <form class="form" data-testid={`${id}-form`} onSubmit={(e) => { e.preventDefault(); onSubmit(name, password); }}>
      <label for={`${id}-name`}>Name</label>
      <input id={`${id}-name`} autocomplete="username" value={name} required onInput={(e) => setName(e.currentTarget.value)} />
      <label for={`${id}-password`}>Password</label>
      <input id={`${id}-password`} type="password" autocomplete={id === "signup" ? "new-password" : "current-password"} value={password} required onInput={(e) => setPassword(e.currentTarget.value)} />
      <button type="submit" class="primary" disabled={busy}>{label}</button>
    </form>
  );
}

/** #/signin: sign in (password or passkey) or sign up; `onSignedIn` gets the new session. */
export function SignInView({ onSignedIn }: { onSignedIn: (me: Me) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (f: () => Promise<Me>) => {
    setBusy(true); setError(null);
    try {
      const me = await f();
      forgetMe();
      onSignedIn(me);
      window.location.hash = "#/";
    } catch (e) { setError(message(e)); } finally { setBusy(false); }
  };
  return (
    <div class="home">
      {error ? <p class="error" role="alert" data-testid="signin-error">{error}</p> : null}
      <section class="panel">
        <h2>Sign in</h2>
        <Credentials id="signin" label="Sign in" busy={busy} onSubmit={(n, p) => void run(() => signIn(n, p))} />
        <button type="button" data-testid="passkey-signin" disabled={busy} onClick={() => void run(signInWithPasskey)}>Sign in with a passkey</button>
      </section>
      <section class="panel">
        <h2>Sign up</h2>
        <Credentials id="signup" label="Create the account" busy={busy} onSubmit={(n, p) => void run(() => signUp(n, p))} />
      </section>
    </div>
  );
}

function Claim({ me, client, onSignedIn }: { me: Me; client: GinRummyClient; onSignedIn: (me: Me) => void }) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const claim = async () => {
    setError(null);
    try {
      await must(client.POST("/account/claim", { body: { password } }));
      const session = await signIn(me.name, password);
      forgetMe(); // the session carries the account from now on
      onSignedIn(session);
    } catch (e) { setError(message(e)); }
  };
  return (
    <section class="panel">
      <h2>Claim this guest account</h2>
      <p>Set a password to keep {me.name}, its matches and rating, on any device.</p>
      {error ? <p class="error" role="alert">{error}</p> : null}
      <form class="form" data-testid="claim-form" onSubmit={(e) => { e.preventDefault(); void claim(); }}>
        <input type="text" autocomplete="username" value={me.name} hidden readOnly aria-hidden="true" />
        <label for="claim-password">Password (10 characters or more)</label>
        <input id="claim-password" type="password" autocomplete="new-password" required value={password} onInput={(e) => setPassword(e.currentTarget.value)} />
        <button type="submit" class="primary">Claim the account</button>
      </form>
    </section>
  );
}

function Sessions({ client, onSignedOut }: { client: GinRummyClient; onSignedOut: () => void }) {
  const [sessions, setSessions] = useState<SessionInfo[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = () => { void must(client.GET("/account/sessions")).then((l) => setSessions(l.sessions), (e: unknown) => setError(message(e))); };
  useEffect(load, [client]);
  const act = async (f: () => Promise<unknown>, after: () => void) => {
    try { await f(); after(); } catch (e) { setError(message(e)); }
  };
  return (
    <section class="panel">
      <h2>Sessions</h2>
      {error ? <p class="error" role="alert">{error}</p> : null}
      {sessions === null ? <p class="muted">Loading…</p> : (
        <ul class="list" data-testid="sessions">
          {sessions.map((s) => (
            <li key={s.id}>
              {s.device} · {s.method} · last used {s.last_used_at ?? "never"}{s.current ? " · this device" : " "}
              {s.current ? null : <button type="button" onClick={() => void act(() => must(client.POST("/account/sessions/{session_id}/revoke", { params: { path: { session_id: s.id } } })), load)}>Revoke</button>}
            </li>
          ))}
        </ul>
      )}
      <button type="button" data-testid="signout" onClick={() => void act(() => must(client.POST("/account/signout")), onSignedOut)}>Sign out</button>{" "}
      <button type="button" data-testid="signout-everywhere" onClick={() => void act(() => must(client.POST("/account/signout-everywhere")), onSignedOut)}>Sign out everywhere</button>
    </section>
  );
}

function Tokens({ client }: { client: GinRummyClient }) {
  const [tokens, setTokens] = useState<TokenInfo[] | null>(null);
  const [name, setName] = useState("my bot");
  const [scopes, setScopes] = useState<Scope[]>(["read", "play"]);
  const [days, setDays] = useState("");
  const [shown, setShown] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = () => { void must(client.GET("/account/tokens")).then((l) => setTokens(l.tokens), (e: unknown) => setError(message(e))); };
  useEffect(load, [client]);
  const issue = async (f: () => Promise<{ token: string }>) => {
    setError(null);
    try { setShown((await f()).token); load(); } catch (e) { setError(message(e)); }
  };
  const create = () => issue(() => must(client.POST("/account/tokens", { body: { name, scopes, expires_in_days: days ? Number(days) : null } })));
  const path = (t: TokenInfo) => ({ params: { path: { token_id: t.id } } });
  return (
    <section class="panel">
      <h2>Personal API tokens</h2>
      {error ? <p class="error" role="alert">{error}</p> : null}
      {shown ? <p data-testid="token-shown">Copy it now, it is shown once: <code>{shown}</code></p> : null}
      {tokens === null ? <p class="muted">Loading…</p> : (
        <ul class="list" data-testid="tokens">
          {tokens.map((t) => (
            <li key={t.id}>
              {t.name} · {t.scopes.join(", ")} · {t.expires_at ? `expires ${t.expires_at}` : "no expiry"}{" "}
              <button type="button" onClick={() => void issue(() => must(client.POST("/account/tokens/{token_id}/rotate", path(t))))}>Rotate</button>{" "}
              <button type="button" onClick={() => { void must(client.POST("/account/tokens/{token_id}/revoke", path(t))).then(load, (e: unknown) => setError(message(e))); }}>Revoke</button>
            </li>
          ))}
        </ul>
      )}
      <form class="form" data-testid="token-form" onSubmit={(e) => { e.preventDefault(); void create(); }}>
        <label for="token-name">Name</label>
        <input id="token-name" value={name} required maxLength={64} onInput={(e) => setName(e.currentTarget.value)} />
        <fieldset>
          <legend>Scopes</legend>
          {SCOPES.map((s) => (
            <label key={s}>
              <input type="checkbox" checked={scopes.includes(s)} onChange={(e) => setScopes(e.currentTarget.checked ? [...scopes, s] : scopes.filter((x) => x !== s))} /> {s}
            </label>
          ))}
        </fieldset>
        <label for="token-days">Expires in (days, empty for never)</label>
        <input id="token-days" type="number" min={1} max={3650} value={days} onInput={(e) => setDays(e.currentTarget.value)} />
        <button type="submit" class="primary">Create a token</button>
      </form>
    </section>
  );
}

/** #/account: a guest claims its account; a signed-in player manages passkeys, sessions and
 * tokens. `onChange` gets the player after a claim (signed in) or a sign-out (null). */
export function AccountView({ me, client, onChange }: { me: Me; client: GinRummyClient; onChange: (me: Me | null) => void }) {
  const [note, setNote] = useState<string | null>(null);
  const passkey = async () => {
    try { await registerPasskey(client); setNote("Passkey registered: sign in with it on this device."); } catch (e) { setNote(message(e)); }
  };
  if (me.token !== undefined) {
    return (
      <div class="home">
        <Claim me={me} client={client} onSignedIn={onChange} />
        <Tokens client={client} />
      </div>
    );
  }
  return (
    <div class="home" data-testid="account">
      <section class="panel">
        <h2>{me.name}</h2>
        <p>Signed in on this device.</p>
        {note ? <p role="status" data-testid="passkey-note">{note}</p> : null}
        <button type="button" data-testid="register-passkey" onClick={() => void passkey()}>Register a passkey</button>
      </section>
      <Sessions client={client} onSignedOut={() => { forgetSession(); onChange(null); }} />
      <Tokens client={client} />
    </div>
  );
}

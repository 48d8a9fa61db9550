// The page's session: signed in with a name and a password (or a passkey), the session lives in
// an HttpOnly cookie the page never reads; the page keeps only the session's CSRF token (in
// memory, read again from GET /account after a reload) and sends it on every change. A guest
// (POST /players) still holds a bearer token in localStorage until it claims its account.
// localStorage only says "signed in" (no secret), so a guest's page never asks GET /account.
import { createGinRummyClient, must, type components, type GinRummyClient } from "@ginrummy/client";

type SignedIn = components["schemas"]["SignedIn"];

export interface SessionMe {
  id: string;
  name: string;
  csrf: string;
}

const origin = (): string => window.location.origin;

/** A client of the page's server: every call answered 429 `rate-limited` is sent again after
 * its Retry-After (a player's click waits a moment, it is not refused); with a guest's token
 * when given. */
export function pageClient(token?: string): GinRummyClient {
  return createGinRummyClient(origin(), token, { waitOutRateLimits: true });
}

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/** A client of the session (the cookie goes along by itself), sending the CSRF token. */
export function sessionClient(csrf: string): GinRummyClient {
  const client = pageClient();
  client.use({
    onRequest({ request }) {
      if (!SAFE.has(request.method)) request.headers.set("X-CSRF-Token", csrf);
      return request;
    },
  });
  return client;
}

const FLAG = "ginrummy.signed-in";

const toMe = (s: SignedIn): SessionMe => {
  window.localStorage.setItem(FLAG, "1");
  return { id: s.player_id, name: s.name, csrf: s.csrf_token };
};

/** The page signed out (or its session ended): it is a guest again. */
export function forgetSession(): void {
  window.localStorage.removeItem(FLAG);
}

/** The signed-in session of this browser, or null (never signed in, or a session that is
 * over: signed out elsewhere, revoked or expired). */
export async function currentSession(): Promise<SessionMe | null> {
  if (window.localStorage.getItem(FLAG) === null) return null;
  const { data, response } = await pageClient().GET("/account");
  if (!response.ok || !data || data.authenticated_by !== "session" || !data.csrf_token) {
    forgetSession();
    return null;
  }
  return { id: data.player_id, name: data.name, csrf: data.csrf_token };
}

export async function signIn(name: string, password: string): Promise<SessionMe> {
  return toMe(await must(pageClient().POST("/account/signin", { body: { name, password } })));
}

export async function signUp(name: string, password: string): Promise<SessionMe> {
  return toMe(await must(pageClient().POST("/account/signup", { body: { name, password } })));
}

// -- passkeys (WebAuthn): the server's options are JSON with base64url buffers ----------------

const fromB64url = (s: string): ArrayBuffer => {
  const b64 = s.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(s.length / 4) * 4, "=");
  const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  return bytes.buffer;
};
const toB64url = (buf: ArrayBuffer): string => {
  let s = "";
  for (const b of new Uint8Array(buf)) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
};

type Json = Record<string, unknown>;
const str = (o: Json, k: string): string => {
  const v = o[k];
  if (typeof v !== "string") throw new Error(`the server's options lack ${k}`);
  return v;
};
const descriptors = (list: unknown): PublicKeyCredentialDescriptor[] =>
  Array.isArray(list) ? list.map((d: Json) => ({ type: "public-key", id: fromB64url(str(d, "id")) })) : [];

function credentialJson(cred: PublicKeyCredential): Json {
  const r = cred.response;
  const response: Json = { clientDataJSON: toB64url(r.clientDataJSON) };
  if (r instanceof AuthenticatorAttestationResponse) {
    response.attestationObject = toB64url(r.attestationObject);
    response.transports = r.getTransports();
  } else if (r instanceof AuthenticatorAssertionResponse) {
    response.authenticatorData = toB64url(r.authenticatorData);
    response.signature = toB64url(r.signature);
    if (r.userHandle) response.userHandle = toB64url(r.userHandle);
  }
  return { id: cred.id, rawId: toB64url(cred.rawId), type: cred.type, response, clientExtensionResults: {} };
}

/** Registers a passkey on the signed-in account. */
export async function registerPasskey(client: GinRummyClient): Promise<void> {
  const o = (await must(client.POST("/account/passkeys/options"))) as Json;
  const user = o.user as Json;
  const rp = o.rp as Json;
  const created = await navigator.credentials.create({
    publicKey: {
      challenge: fromB64url(str(o, "challenge")),
      rp: { id: str(rp, "id"), name: str(rp, "name") },
      user: { id: fromB64url(str(user, "id")), name: str(user, "name"), displayName: str(user, "displayName") },
      pubKeyCredParams: (o.pubKeyCredParams as PublicKeyCredentialParameters[]),
      timeout: Number(o.timeout),
      excludeCredentials: descriptors(o.excludeCredentials),
      authenticatorSelection: o.authenticatorSelection as AuthenticatorSelectionCriteria,
      attestation: "none",
    },
  });
  if (!(created instanceof PublicKeyCredential)) throw new Error("no passkey was created");
  await must(client.POST("/account/passkeys", { body: { credential: credentialJson(created) } }));
}

/** Signs in with a passkey this device holds (no name typed). */
export async function signInWithPasskey(): Promise<SessionMe> {
  const anon = pageClient();
  const o = (await must(anon.POST("/account/passkey-signin/options"))) as Json;
  const got = await navigator.credentials.get({
    publicKey: {
      challenge: fromB64url(str(o, "challenge")),
      rpId: str(o, "rpId"),
      timeout: Number(o.timeout),
      allowCredentials: descriptors(o.allowCredentials),
      userVerification: "preferred",
    },
  });
  if (!(got instanceof PublicKeyCredential)) throw new Error("no passkey was chosen");
  return toMe(await must(anon.POST("/account/passkey-signin", { body: { credential: credentialJson(got) } })));
}

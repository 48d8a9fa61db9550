// Shared by the social browser scripts: a guest per browser context, its API from node.
import { BASE, newPage } from "./lib.mjs";

/** The API as the page's player (its token from localStorage): `call` answers
 * `{ status, data }`; `must` throws unless 2xx. */
export async function apiOf(page) {
  const me = JSON.parse(await page.evaluate(() => window.localStorage.getItem("ginrummy.player")));
  const call = async (method, path, body) => {
    const r = await fetch(BASE + path, {
      method,
      headers: { authorization: `Bearer ${me.token}`, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await r.text();
    return { status: r.status, data: text ? JSON.parse(text) : null };
  };
  const must = async (method, path, body) => {
    const r = await call(method, path, body);
    if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.data)}`);
    return r.data;
  };
  return { me, call, must, get: (p) => must("GET", p), post: (p, b) => must("POST", p, b) };
}

/** A new guest in its own browser context, registered by the page (its home shown). */
export async function guest(browser, viewport) {
  const page = await newPage(browser, viewport);
  await page.goto(BASE + "/");
  await page.getByTestId("bot-form").waitFor();
  page.api = await apiOf(page);
  return page;
}

/** `a` and `b` become friends through the API. */
export async function befriend(a, b) {
  await a.api.post("/players/me/friends/requests", { player_id: b.api.me.id });
  await b.api.post(`/players/me/friends/requests/${a.api.me.id}/accept`);
}

/** Opens `hash` in the page (read again when the page shows it already: a same-document
 * navigation would not) and waits for the test id to show. */
export async function open(page, hash, testid) {
  const url = `${BASE}/${hash}`;
  if (page.url() === url) await page.reload();
  else await page.goto(url);
  await page.getByTestId(testid).first().waitFor();
}

/** Throws if any page met a problem (a page error, a console error, an outside request);
 * `refusals` (say /status of (409|422)/) are the console's notes of refusals the script asked for. */
export function noProblems(pages, refusals = null) {
  const problems = pages.flatMap((p) => p.problems).filter((p) => !(refusals && /Failed to load resource/.test(p) && refusals.test(p)));
  if (problems.length) throw new Error(problems.join("\n"));
}

/** On a failure: a screenshot of each page (`failure-<script>-<n>.png`) and its text, then the error again. */
export async function explain(script, pages, error) {
  const { SHOTS } = await import("./lib.mjs");
  for (const [n, p] of pages.entries()) {
    await p.screenshot({ path: `${SHOTS}/failure-${script}-${n}.png`, fullPage: true }).catch(() => {});
    const text = await p.locator("body").innerText().catch(() => "");
    console.error(`--- page ${n} (${p.url()}):\n${text.slice(0, 1500)}\nproblems: ${(p.problems ?? []).join(" | ")}`);
  }
  throw error;
}

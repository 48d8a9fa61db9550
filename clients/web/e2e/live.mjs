// Live without reloads: the lobby (GET /lobby/stream) shows an open match as it is created and
// drops it once it is joined; a spectator watches the match move by move (its SSE stream),
// seeing only the cards both players see.
import { BASE, PHONE, apiAs, checkA11y, launch, newPage, shoot } from "./lib.mjs";

const browser = await launch();
const started = Date.now();
try {
  const [alice, bob, carol] = [await newPage(browser), await newPage(browser), await newPage(browser)];
  for (const p of [alice, bob, carol]) { await p.goto(BASE + "/"); await p.getByTestId("bot-form").waitFor(); }
  // a mark in Bob's and Carol's pages: it survives only if the page is never reloaded
  for (const p of [bob, carol]) await p.evaluate(() => { window.__notReloaded = true; });
  const aliceApi = await apiAs(alice);
  const bobApi = await apiAs(bob);

  await alice.locator("#friend-target").fill("50");
  await alice.getByRole("button", { name: "Create an open match" }).click();
  const link = await alice.locator("#share-link").inputValue();
  const id = link.split("/").pop();
  // it appears in Bob's lobby, live
  const entry = bob.locator('[data-testid="lobby"] li', { hasText: aliceApi.me.name });
  await entry.waitFor({ timeout: 10000 });
  await carol.locator('[data-testid="lobby"] li', { hasText: aliceApi.me.name }).waitFor({ timeout: 10000 });
  const lobbyA11y = await checkA11y(carol, "lobby");
  await entry.getByRole("button", { name: "Join" }).click();
  await bob.getByTestId("table").waitFor();
  // ... and leaves Carol's lobby once Bob has joined, still without a reload
  await carol.locator('[data-testid="lobby"] li', { hasText: aliceApi.me.name }).waitFor({ state: "detached", timeout: 10000 });

  // Carol watches the match live while Alice and Bob play (through the API here)
  await carol.goto(`${BASE}/#/m/${id}`);
  await carol.getByTestId("spectator-board").waitFor();
  const apis = [aliceApi, bobApi];
  const seen = [];
  let moves = 0;
  for (let i = 0; i < 12; i++) {
    const m = await aliceApi.get(`/matches/${id}`);
    const api = apis.find((x) => m.seats.findIndex((s) => s.player_id === x.me.id) === m.to_act);
    const legal = m.to_act === null ? [] : (await api.get(`/matches/${id}`)).view.legal_actions;
    const a = legal.find((x) => x.type === "pass_upcard") ?? legal.find((x) => x.type === "draw_stock") ?? legal.find((x) => x.type === "discard");
    await api.post(`/matches/${id}/actions`, { ...a, version: m.version });
    moves++;
    // the spectator's page shows the new move (its log as long as the public log), live
    const count = (await (await fetch(`${BASE}/matches/${id}/events?limit=5000`)).json()).events.length;
    await carol.waitForFunction((n) => document.querySelector(".log summary")?.textContent === `Moves (${n})`, count, { timeout: 10000 });
    seen.push(await carol.getByTestId("last-move").textContent());
  }
  // the spectator never sees a card in hand: only backs, the pile and cards taken from it
  const handFaces = await carol.locator('[data-testid="spectator-board"] .seat .backs > .card:not(.back)').count();
  if (handFaces !== 0) throw new Error("a face-up card in a hand");
  await shoot(carol, "spectator-desktop");
  await shoot(carol, "spectator-phone", PHONE);
  const a11y = [lobbyA11y, await checkA11y(carol, "spectator")];
  const notReloaded = await Promise.all([bob, carol].map((p) => p.evaluate(() => window.__notReloaded === true)));
  if (!notReloaded.every(Boolean)) throw new Error("a page was reloaded");
  for (const p of [alice, bob, carol]) if (p.problems.length) throw new Error(p.problems.join("\n"));
  console.log(JSON.stringify({ ok: true, moves, lastMoves: seen.slice(-3), a11y, seconds: (Date.now() - started) / 1000 }));
} finally {
  await browser.close();
}

// The friends page (#/friends), three people in three browsers, every change seen live (no
// reload): a request sent from a profile link, answered; one cancelled, one declined; presence
// (online, last seen, playing which match); block and unblock; a challenge whose form is the
// game as GET /games describes it, accepted into a match; one declined with a reason; unfriend.
import { BASE, PHONE, checkA11y, launch, shoot } from "./lib.mjs";
import { explain, guest, noProblems, open } from "./social-lib.mjs";

const browser = await launch();
const started = Date.now();
const pages = [];
try {
  const [alice, bob, carol] = [await guest(browser), await guest(browser), await guest(browser)];
  pages.push(...[alice, bob, carol]);
  const [a, b, c] = [alice.api, bob.api, carol.api];
  for (const p of [alice, bob, carol]) await open(p, "#/friends", "friends");
  for (const p of [alice, bob, carol]) await p.evaluate(() => { window.__notReloaded = true; });
  const checks = {};

  // Alice sends Bob a request with his profile link; Bob's page shows it, and a notice
  await alice.locator("#friend-who").fill(`${BASE}/#/p/${b.me.id}`);
  await alice.getByRole("button", { name: "Send a friend request" }).click();
  await alice.getByTestId("add-friend-note").filter({ hasText: "Request sent." }).waitFor();
  await alice.locator(`[data-testid="request-sent"][data-player="${b.me.id}"]`).waitFor();
  const asked = bob.locator(`[data-testid="request-received"][data-player="${a.me.id}"]`);
  await asked.filter({ hasText: a.me.name }).waitFor({ timeout: 10000 });
  await bob.getByTestId("notice").filter({ hasText: `${a.me.name} asks to be your friend` }).waitFor();
  await shoot(bob, "friends-request-desktop");
  await shoot(bob, "friends-request-phone", PHONE);
  await asked.getByTestId("accept-request").click();
  // both lists show the other as a friend, online (each page holds its notifications stream)
  const friendAt = (page, id) => page.locator(`[data-testid="friend"][data-player="${id}"]`);
  await friendAt(bob, a.me.id).locator('[data-testid="presence"][data-online="1"]').waitFor({ timeout: 10000 });
  await friendAt(alice, b.me.id).locator('[data-testid="presence"][data-online="1"]').waitFor({ timeout: 10000 });
  checks.friends = true;

  // an unknown name is refused in words; a request to Carol by her id, cancelled, then declined
  await alice.locator("#friend-who").fill("nobody-of-that-name");
  await alice.getByRole("button", { name: "Send a friend request" }).click();
  await alice.getByTestId("add-friend-note").filter({ hasText: "No player of that name" }).waitFor();
  await alice.locator("#friend-who").fill(c.me.id);
  await alice.getByRole("button", { name: "Send a friend request" }).click();
  const toCarol = carol.locator(`[data-testid="request-received"][data-player="${a.me.id}"]`);
  await toCarol.waitFor({ timeout: 10000 });
  await alice.locator(`[data-testid="request-sent"][data-player="${c.me.id}"]`).getByTestId("cancel-request").click();
  await toCarol.waitFor({ state: "detached", timeout: 10000 });
  await alice.locator("#friend-who").fill(c.me.id);
  await alice.getByRole("button", { name: "Send a friend request" }).click();
  await toCarol.getByTestId("decline-request").click();
  await alice.locator(`[data-testid="request-sent"][data-player="${c.me.id}"]`).waitFor({ state: "detached", timeout: 10000 });
  checks.cancelledAndDeclined = true;

  // Alice blocks Carol: Carol's request is refused; unblocked, it goes through
  await c.post("/players/me/friends/requests", { player_id: a.me.id });
  const fromCarol = alice.locator(`[data-testid="request-received"][data-player="${c.me.id}"]`);
  await fromCarol.waitFor({ timeout: 10000 });
  await fromCarol.getByRole("button", { name: "Block" }).click();
  await alice.locator(`[data-testid="blocked-player"][data-player="${c.me.id}"]`).waitFor();
  await fromCarol.waitFor({ state: "detached" });
  const refused = await c.call("POST", "/players/me/friends/requests", { player_id: a.me.id });
  checks.blockedRequest = refused.status;
  await alice.locator(`[data-testid="blocked-player"][data-player="${c.me.id}"]`).getByTestId("unblock").click();
  await alice.locator(`[data-testid="blocked-player"][data-player="${c.me.id}"]`).waitFor({ state: "detached" });
  checks.afterUnblock = (await c.call("POST", "/players/me/friends/requests", { player_id: a.me.id })).status;

  // presence: Bob leaves (his stream ends), then comes back
  await bob.goto("about:blank");
  await friendAt(alice, b.me.id).locator('[data-testid="presence"][data-online="0"]').filter({ hasText: "last seen" }).waitFor({ timeout: 15000 });
  const away = await friendAt(alice, b.me.id).getByTestId("presence").textContent();
  await open(bob, "#/friends", "friends");
  await friendAt(alice, b.me.id).locator('[data-testid="presence"][data-online="1"]').waitFor({ timeout: 15000 });
  checks.presence = { away, back: await friendAt(alice, b.me.id).getByTestId("presence").textContent() };

  // a challenge: the form holds the games and rule options the API serves
  await friendAt(alice, b.me.id).getByTestId("challenge-friend").click();
  const form = alice.getByTestId("challenge-form");
  await form.waitFor();
  const games = (await (await fetch(`${BASE}/games`)).json()).games;
  const offered = await form.locator("#ch-game option").allTextContents();
  if (JSON.stringify(offered) !== JSON.stringify(games.map((g) => g.title))) throw new Error(`games offered: ${offered}`);
  const first = games[0];
  for (const o of first.rule_options) {
    if (o.kind !== "bool" && (await form.locator(`#ch-rule-${o.name}`).count()) !== 1) throw new Error(`no field for ${o.name}`);
  }
  const target = first.rule_options.find((o) => o.name === "target_score");
  if (target) await form.locator("#ch-rule-target_score").fill(String(target.minimum ?? 10));
  const a11yForm = await checkA11y(alice, "challenge-form");
  await form.getByRole("button", { name: "Send the challenge" }).click();
  const incoming = bob.locator('[data-testid="challenge"][data-status="pending"]').filter({ hasText: `${a.me.name} challenges you` });
  await incoming.waitFor({ timeout: 10000 });
  await bob.getByTestId("notice").filter({ hasText: `${a.me.name} challenges you` }).waitFor();
  await incoming.getByTestId("accept-challenge").click();
  await bob.waitForSelector('[data-testid="table"][data-status="active"]', { timeout: 10000 });
  const matchId = bob.url().split("/").pop();
  // Alice's list shows it accepted, live, with the table's link
  const accepted = alice.locator('[data-testid="challenge"][data-status="accepted"]');
  await accepted.waitFor({ timeout: 10000 });
  await alice.getByTestId("notice").filter({ hasText: "accepted your challenge" }).waitFor();
  if ((await accepted.getByTestId("challenge-table").getAttribute("href")) !== `#/m/${matchId}`) throw new Error("the table's link");
  // Bob is playing that match (the list read again)
  await open(alice, "#/friends", "friend-list");
  await friendAt(alice, b.me.id).getByTestId("presence").filter({ hasText: `match ${matchId.slice(0, 8)}` }).waitFor({ timeout: 10000 });
  checks.playing = await friendAt(alice, b.me.id).getByTestId("presence").textContent();

  // another challenge, declined with a reason
  await open(bob, "#/friends", "friends");
  await friendAt(alice, b.me.id).getByTestId("challenge-friend").click();
  await alice.getByTestId("challenge-form").getByRole("button", { name: "Send the challenge" }).click();
  const second = bob.locator('[data-testid="challenge"][data-status="pending"]');
  await second.waitFor({ timeout: 10000 });
  await second.getByRole("button", { name: "Decline…" }).click();
  await second.getByLabel("Reason (optional)").fill("after dinner");
  await second.getByRole("button", { name: "Decline", exact: true }).click();
  await alice.locator('[data-testid="challenge"][data-status="declined"]').filter({ hasText: "after dinner" }).waitFor({ timeout: 10000 });
  checks.declined = true;

  await shoot(alice, "friends-desktop");
  await shoot(alice, "friends-phone", PHONE);
  const a11y = [a11yForm, await checkA11y(alice, "friends")];

  // unfriend: Bob's list loses Alice, live
  await friendAt(alice, b.me.id).getByTestId("unfriend").click();
  await friendAt(bob, a.me.id).waitFor({ state: "detached", timeout: 10000 });
  checks.unfriended = true;
  const notReloaded = await Promise.all([carol].map((p) => p.evaluate(() => window.__notReloaded === true)));
  if (!notReloaded.every(Boolean)) throw new Error("a page was reloaded");
  noProblems([alice, bob, carol], /status of (409)/);
  console.log(JSON.stringify({ ok: true, checks, a11y, seconds: (Date.now() - started) / 1000 }));
} catch (e) {
  await explain("friends", pages, e);
} finally {
  await browser.close();
}

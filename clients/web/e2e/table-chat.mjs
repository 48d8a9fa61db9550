// The chat beside the table, and the rematch: Alice and Bob talk at their table while Carol,
// watching, talks in the spectators' room, which the seats' pages never show while the match is
// live; once it is over every page reads both rooms. Then the rematch: Alice offers, Bob's page
// shows the offer live and declines; Alice offers again, Bob accepts, and both pages go to the
// new match, seats swapped.
import { PHONE, checkA11y, launch, shoot } from "./lib.mjs";
import { explain, guest, noProblems, open } from "./social-lib.mjs";

const browser = await launch();
const started = Date.now();
const pages = [];
try {
  const [alice, bob, carol] = [await guest(browser), await guest(browser), await guest(browser)];
  pages.push(...[alice, bob, carol]);
  const [a, b] = [alice.api, bob.api];
  const m = await a.post("/matches", { opponent: { kind: "open" }, rules: { variant: "classic", target_score: 100 } });
  await b.post(`/matches/${m.id}/join`);
  for (const p of [alice, bob, carol]) await open(p, `#/m/${m.id}`, "table-chat");
  const line = (page, text) => page.getByTestId("chat-text").filter({ hasText: text });
  const say = async (page, text) => {
    await page.locator("#chat-text").fill(text);
    await page.getByTestId("chat-form").getByRole("button", { name: "Say" }).click();
    await line(page, text).waitFor({ timeout: 10000 });
  };
  await say(alice, "good luck, Bob");
  await line(bob, "good luck, Bob").waitFor({ timeout: 10000 });
  await say(carol, "spectator here: Alice holds the queens");
  await say(bob, "thanks, you too");
  await line(alice, "thanks, you too").waitFor({ timeout: 10000 });
  // the seats' pages: never the spectators' line while live, and no line of it in their DOM
  for (const p of [alice, bob]) {
    if ((await line(p, "spectator here").count()) !== 0) throw new Error("a seat sees the spectators' room");
    if ((await p.getByTestId("table-chat").getAttribute("data-rooms")) !== "seats") throw new Error("a seat reads another room");
  }
  // and Carol's page: only the spectators' room
  if ((await line(carol, "good luck").count()) !== 0) throw new Error("the spectator sees the seats' room");
  const rooms = { alice: await alice.getByTestId("table-chat").getAttribute("data-rooms"), carol: await carol.getByTestId("table-chat").getAttribute("data-rooms") };
  await shoot(carol, "table-chat-spectator-desktop");
  await shoot(carol, "table-chat-spectator-phone", PHONE);
  const a11y = [await checkA11y(alice, "table-chat")];

  // Alice resigns: the match is over, every page reads both rooms
  const live = await a.get(`/matches/${m.id}`);
  await a.post(`/matches/${m.id}/actions`, { type: "resign", version: live.version });
  for (const p of [alice, bob, carol]) {
    await p.waitForSelector('[data-testid="table"][data-status="finished"]', { timeout: 10000 });
    await p.locator('[data-testid="table-chat"][data-rooms="seats spectators"]').waitFor({ timeout: 10000 });
  }
  await line(alice, "spectator here").waitFor();
  await line(carol, "good luck, Bob").waitFor();
  // after the match the seats still talk
  await say(bob, "well played");
  await line(alice, "well played").waitFor({ timeout: 10000 });

  // the rematch: offered, declined (live on both pages), offered again, accepted
  await alice.getByTestId("rematch-offer").click();
  await alice.locator('[data-testid="rematch"][data-status="pending"]').waitFor();
  await bob.getByTestId("rematch-accept").waitFor({ timeout: 10000 });
  await bob.getByTestId("notice").filter({ hasText: "offers a rematch" }).waitFor();
  await shoot(bob, "table-rematch-desktop");
  await shoot(bob, "table-rematch-phone", PHONE);
  a11y.push(await checkA11y(bob, "rematch-offer"));
  await bob.getByTestId("rematch-decline").click();
  await alice.locator('[data-testid="rematch"][data-status="declined"]').waitFor({ timeout: 10000 });
  await alice.getByTestId("rematch-offer").click();
  await bob.getByTestId("rematch-accept").waitFor({ timeout: 10000 });
  await bob.getByTestId("rematch-accept").click();
  const moved = (p) => p.waitForFunction((old) => /#\/m\//.test(location.hash) && !location.hash.endsWith(old), m.id, { timeout: 10000 });
  await moved(bob);
  await moved(alice);
  const next = alice.url().split("/").pop();
  if (bob.url().split("/").pop() !== next) throw new Error("the two pages went to different matches");
  const [before, after] = [await a.get(`/matches/${m.id}`), await a.get(`/matches/${next}`)];
  const seatOf = (x, id) => x.seats.findIndex((s) => s.player_id === id);
  if (seatOf(after, a.me.id) !== 1 - seatOf(before, a.me.id)) throw new Error("the seats are not swapped");
  await alice.waitForSelector('[data-testid="table"][data-status="active"]', { timeout: 10000 });
  noProblems([alice, bob, carol]);
  console.log(JSON.stringify({ ok: true, rooms, rematch: next, a11y, seconds: (Date.now() - started) / 1000 }));
} catch (e) {
  await explain("table-chat", pages, e);
} finally {
  await browser.close();
}

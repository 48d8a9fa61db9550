// Issue 25's browser test, four people in four Chromium contexts: Alice and Bob become friends
// (a request from Bob's profile link, accepted in his page), Alice challenges Bob, they play by
// clicks and talk at the table while Carol and Mallory, watching, talk in the spectators' room,
// which the seats' pages never show while the match is live. Alice blocks Mallory: Mallory's
// message to her is hidden, her next one refused, and none of Mallory's lines ever shows in
// Alice's page (her table's chat read whole after the end included). Bob sends a message and a
// chat line holding <script>, <img src=x onerror=…> and a javascript: link: Alice's page shows
// them verbatim as text, no dialog opens, no request for `x` is made, no element is made of them.
import { BASE, PHONE, checkA11y, launch, playOne, shoot } from "./lib.mjs";
import { explain, guest, noProblems, open } from "./social-lib.mjs";

const HOSTILE = `<script>alert(1)</script> <img src=x onerror=alert(1)> <a href="javascript:alert(1)">click me</a> javascript:alert(1)`;

const browser = await launch();
const started = Date.now();
const pages = [];
try {
  const people = [await guest(browser), await guest(browser), await guest(browser), await guest(browser)];
  pages.push(...people);
  const [alice, bob, carol, mallory] = people;
  const [a, b, , m] = people.map((p) => p.api);
  // every dialog and every request for `x` on any page is counted (there must be none)
  let dialogs = 0;
  let xRequests = 0;
  for (const p of people) {
    p.on("dialog", (d) => { dialogs++; void d.dismiss(); });
    p.on("request", (r) => { if (/\/x$/.test(new URL(r.url()).pathname)) xRequests++; });
  }
  const checks = {};

  // 1. friends: Alice pastes Bob's profile link, Bob accepts in his page
  await open(alice, "#/friends", "friends");
  await open(bob, "#/friends", "friends");
  await alice.locator("#friend-who").fill(`${BASE}/#/p/${b.me.id}`);
  await alice.getByRole("button", { name: "Send a friend request" }).click();
  await bob.locator(`[data-testid="request-received"][data-player="${a.me.id}"]`).getByTestId("accept-request").click({ timeout: 10000 });
  const bobAtAlice = alice.locator(`[data-testid="friend"][data-player="${b.me.id}"]`);
  await bobAtAlice.locator('[data-testid="presence"][data-online="1"]').waitFor({ timeout: 10000 });

  // 2. Alice challenges Bob (the game's default rules); Bob accepts; Alice follows her notice
  await bobAtAlice.getByTestId("challenge-friend").click();
  await alice.getByRole("button", { name: "Send the challenge" }).click();
  await bob.getByTestId("accept-challenge").click({ timeout: 10000 });
  await bob.waitForSelector('[data-testid="table"][data-status="active"]', { timeout: 10000 });
  const matchId = bob.url().split("/").pop();
  await alice.getByTestId("notice").filter({ hasText: "accepted your challenge" }).getByRole("link", { name: "Go to the table" }).click({ timeout: 10000 });
  await alice.waitForSelector('[data-testid="table"][data-status="active"]', { timeout: 10000 });
  if (!alice.url().endsWith(matchId)) throw new Error("Alice's notice led to another table");

  // 3. Carol and Mallory watch; before Alice blocks her, Mallory writes to Alice
  for (const p of [carol, mallory]) await open(p, `#/m/${matchId}`, "table-chat");
  await m.post("/players/me/messages", { to: a.me.id, text: "hello from mallory" });

  // 4. they play by clicks and talk; the spectators talk in their room
  const line = (page, text) => page.getByTestId("chat-text").filter({ hasText: text });
  const say = async (page, text) => {
    await page.locator("#chat-text").fill(text);
    await page.getByTestId("chat-form").getByRole("button", { name: "Say" }).click();
    await line(page, text).waitFor({ timeout: 10000 });
  };
  const seats = [alice, bob];
  let moves = 0;
  const play = async (n) => {
    for (let i = 0; i < n; i++) {
      const ready = await Promise.race(seats.map((p, k) => p.waitForSelector('[data-testid="table"][data-ready="1"]', { timeout: 20000 }).then(() => k)));
      const did = await playOne(seats[ready]);
      if (did === "finished") return;
      moves++;
    }
  };
  await play(3);
  await say(alice, "good luck, Bob");
  await line(bob, "good luck, Bob").waitFor({ timeout: 10000 });
  await say(carol, "spectators only: Bob holds two kings");
  await line(mallory, "spectators only").waitFor({ timeout: 10000 });
  await play(3);
  await say(bob, "thanks, Alice");
  await line(alice, "thanks, Alice").waitFor({ timeout: 10000 });

  // 5. Alice blocks Mallory from her profile; Mallory's message is hidden, her next refused
  await open(alice, `#/p/${m.me.id}`, "profile-actions");
  await alice.getByRole("button", { name: "Block" }).click();
  await alice.getByText("Blocked: you will not see this player's messages.").waitFor();
  await say(mallory, "mallory in the stands");
  await line(carol, "mallory in the stands").waitFor({ timeout: 10000 });
  await open(mallory, `#/messages/${a.me.id}`, "compose");
  await mallory.locator("#message-text").fill("are you there?");
  await mallory.getByRole("button", { name: "Send", exact: true }).click();
  checks.mallorysRefusal = await mallory.getByTestId("compose-error").textContent();
  if (!/blocks/.test(checks.mallorysRefusal)) throw new Error(`Mallory's refusal: ${checks.mallorysRefusal}`);
  await open(alice, `#/messages/${m.me.id}`, "conversation");
  await alice.getByTestId("conversation").getByText("No message yet").waitFor();

  // 6. back at the table: the seats never saw the spectators' room while live
  await open(alice, `#/m/${matchId}`, "table-chat");
  await line(alice, "thanks, Alice").waitFor();
  for (const p of seats) {
    for (const text of ["spectators only", "mallory"]) if ((await line(p, text).count()) !== 0) throw new Error(`a seat saw "${text}" while live`);
    if ((await p.getByTestId("table-chat").getAttribute("data-rooms")) !== "seats") throw new Error("a seat reads the spectators' room");
  }
  const asSeat = await a.get(`/matches/${matchId}/chat`);
  if (asSeat.lines.some((l) => l.room !== "seats")) throw new Error("the API served a seat the spectators' room");
  await shoot(carol, "people-spectator-desktop");
  await shoot(carol, "people-spectator-phone", PHONE);
  const a11y = [await checkA11y(alice, "people-table")];

  // 7. hostile text from Bob, as a chat line and as a message
  await say(bob, HOSTILE);
  await line(alice, "<script>").waitFor({ timeout: 10000 });
  await open(bob, `#/messages/${a.me.id}`, "compose");
  await bob.locator("#message-text").fill(HOSTILE);
  await bob.getByRole("button", { name: "Send", exact: true }).click();
  await bob.getByTestId("message-text").filter({ hasText: "<img" }).waitFor({ timeout: 10000 });

  // 8. Alice resigns by the page; every page reads both rooms now, except Mallory's lines for Alice
  await open(bob, `#/m/${matchId}`, "table-chat");
  await play(2);
  await alice.getByTestId("resign").click();
  await alice.getByTestId("confirm-yes").click();
  for (const p of [alice, bob, carol]) await p.locator('[data-testid="table"][data-status="finished"]').waitFor({ timeout: 10000 });
  await alice.locator('[data-testid="table-chat"][data-rooms="seats spectators"]').waitFor({ timeout: 10000 });
  await line(alice, "spectators only").waitFor();
  await line(carol, "mallory in the stands").waitFor({ timeout: 10000 });
  if ((await line(alice, "mallory").count()) !== 0) throw new Error("Alice sees a line of the player she blocks");
  checks.aliceChat = await alice.getByTestId("chat-line").allTextContents();

  // 9. the hostile text is text: verbatim, no element made of it, nothing run, nothing fetched
  const chatText = await line(alice, "<script>").first().textContent();
  await open(alice, `#/messages/${b.me.id}`, "conversation");
  const message = alice.getByTestId("message-text").filter({ hasText: "<script>" });
  await message.waitFor({ timeout: 10000 });
  const messageText = await message.textContent();
  if (chatText !== HOSTILE || messageText !== HOSTILE) throw new Error(`not verbatim: ${JSON.stringify([chatText, messageText])}`);
  const made = await alice.evaluate(() => ({
    scripts: document.querySelectorAll(".text script, .text img, .text a, main img").length,
    jsLinks: document.querySelectorAll('a[href^="javascript"]').length,
  }));
  if (made.scripts !== 0 || made.jsLinks !== 0) throw new Error(`elements made of the text: ${JSON.stringify(made)}`);
  await shoot(alice, "people-hostile-desktop");
  await shoot(alice, "people-hostile-phone", PHONE);
  a11y.push(await checkA11y(alice, "people-messages"));
  checks.hostile = { chatText, messageText, dialogs, xRequests, made };
  if (dialogs !== 0) throw new Error(`${dialogs} dialogs opened`);
  if (xRequests !== 0) throw new Error(`${xRequests} requests for x`);
  noProblems(people, /status of 403/);
  console.log(JSON.stringify({ ok: true, moves, checks, a11y, seconds: (Date.now() - started) / 1000 }));
} catch (e) {
  await explain("people", pages, e);
} finally {
  await browser.close();
}

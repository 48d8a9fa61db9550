// Rooms (#/rooms, #/rooms/{id}): a name the rule refuses, in words; a room created; Bob finds it
// in the list and joins; both pages show who is in it and the chat, live; Alice opens a match in
// the room's lobby and Bob's page shows it live and joins it; Bob leaves and Alice's page sees it.
// A name taken (whatever the case) is refused in words.
import { PHONE, checkA11y, launch, shoot } from "./lib.mjs";
import { explain, guest, noProblems, open } from "./social-lib.mjs";

const browser = await launch();
const started = Date.now();
const pages = [];
try {
  const [alice, bob] = [await guest(browser), await guest(browser)];
  pages.push(...[alice, bob]);
  const [a, b] = [alice.api, bob.api];
  const checks = {};
  await open(alice, "#/rooms", "room-form");
  const create = async (name) => {
    await alice.locator("#room-name").fill(name);
    await alice.getByRole("button", { name: "Create the room" }).click();
  };
  await create("x!");
  checks.badName = await alice.getByTestId("room-error").textContent();
  if (!/cannot be a room's/.test(checks.badName) || /422|invalid-room-name/.test(checks.badName)) throw new Error(`bad name: ${checks.badName}`);
  const name = `Beginners ${Date.now() % 100000}`;
  await create(name);
  await alice.getByTestId("room").waitFor();
  const roomId = alice.url().split("/").pop();
  await alice.locator(`[data-testid="room-member"][data-player="${a.me.id}"]`).waitFor();
  await alice.getByTestId("room-chat").waitFor();

  // Bob finds it in the list, opens it, joins
  await open(bob, "#/rooms", "room-list");
  await bob.getByTestId("room-item").getByRole("link", { name }).click();
  await bob.locator('[data-testid="room"][data-member="0"]').waitFor();
  await bob.getByTestId("room-join").click();
  await bob.locator('[data-testid="room"][data-member="1"]').waitFor();
  await alice.locator(`[data-testid="room-member"][data-player="${b.me.id}"]`).waitFor({ timeout: 10000 });
  checks.members = await alice.getByTestId("room-member").count();

  // the room's chat, live both ways
  const line = (page, text) => page.getByTestId("chat-text").filter({ hasText: text });
  const say = async (page, text) => {
    await page.locator("#room-chat-text").fill(text);
    await page.getByTestId("room-chat-form").getByRole("button", { name: "Say" }).click();
    await line(page, text).waitFor({ timeout: 10000 });
  };
  await say(alice, "welcome to the room");
  await line(bob, "welcome to the room").waitFor({ timeout: 10000 });
  await say(bob, "thanks");
  await line(alice, "thanks").waitFor({ timeout: 10000 });

  // a match opened in the room's lobby shows in Bob's page, live; Bob joins it
  await alice.getByTestId("room-match-form").getByRole("button", { name: "Open a match in this room" }).click();
  await alice.getByTestId("table").waitFor();
  const matchId = alice.url().split("/").pop();
  const entry = bob.getByTestId("room-match").filter({ hasText: a.me.name });
  await entry.waitFor({ timeout: 10000 });
  await shoot(bob, "room-desktop");
  await shoot(bob, "room-phone", PHONE);
  const a11y = [await checkA11y(bob, "room")];
  await entry.getByRole("button", { name: "Join" }).click();
  await bob.waitForSelector('[data-testid="table"][data-status="active"]', { timeout: 10000 });
  if (!bob.url().endsWith(matchId)) throw new Error("Bob joined another match");

  // Bob leaves the room: Alice's page sees it
  await open(alice, `#/rooms/${roomId}`, "room-chat");
  await open(bob, `#/rooms/${roomId}`, "room-leave");
  await bob.getByTestId("room-leave").click();
  await bob.locator('[data-testid="room"][data-member="0"]').waitFor();
  await alice.locator(`[data-testid="room-member"][data-player="${b.me.id}"]`).waitFor({ state: "detached", timeout: 10000 });

  // the same name in another case is taken
  await open(alice, "#/rooms", "room-form");
  await create(name.toUpperCase());
  checks.taken = await alice.getByTestId("room-error").filter({ hasText: "There is a room with that name already" }).textContent();
  const list = await b.get("/rooms");
  checks.rooms = list.rooms.filter((r) => r.name.toLowerCase() === name.toLowerCase()).length;
  a11y.push(await checkA11y(alice, "rooms"));
  noProblems([alice, bob], /status of (409|422)/);
  console.log(JSON.stringify({ ok: true, checks, a11y, seconds: (Date.now() - started) / 1000 }));
} catch (e) {
  await explain("rooms", pages, e);
} finally {
  await browser.close();
}

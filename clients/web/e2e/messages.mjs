// Conversations (#/messages): Alice writes to her friend Bob from the friends page; Bob's page
// counts it unread live (the header and the list), reads it (the count goes), answers, and
// Alice's page gets the answer live. The refusals in words: a message too long, a repeat, a
// flood (the burst the server allows, then "too fast"). Bob reports a message; Alice deletes
// one and Bob's page shows it deleted, live.
import { PHONE, checkA11y, launch, shoot } from "./lib.mjs";
import { befriend, explain, guest, noProblems, open } from "./social-lib.mjs";

const browser = await launch();
const started = Date.now();
const pages = [];
try {
  const [alice, bob] = [await guest(browser), await guest(browser)];
  pages.push(...[alice, bob]);
  const [a, b] = [alice.api, bob.api];
  await befriend(alice, bob);
  await open(alice, "#/friends", "friend-list");
  await open(bob, "#/", "bot-form");
  await bob.evaluate(() => { window.__notReloaded = true; });
  const checks = {};

  // Alice: "Message" on her friend opens the conversation
  await alice.locator(`[data-testid="friend"][data-player="${b.me.id}"]`).getByTestId("message-friend").click();
  await alice.getByTestId("conversation").waitFor();
  const say = async (page, text) => {
    await page.locator("#message-text").fill(text);
    await page.getByRole("button", { name: "Send", exact: true }).click();
  };
  const texts = (page) => page.getByTestId("message-text").allTextContents();
  await say(alice, "Hello Bob, a game later?");
  await alice.getByTestId("message-text").filter({ hasText: "Hello Bob" }).waitFor();
  // Bob's header counts it, live; a notice says who wrote
  await bob.getByTestId("unread-total").filter({ hasText: "1" }).waitFor({ timeout: 10000 });
  await bob.getByTestId("notice").filter({ hasText: `A message from ${a.me.name}` }).waitFor();
  await bob.getByTestId("messages-link").click();
  const item = bob.locator(`[data-testid="conversation-item"][data-with="${a.me.id}"]`);
  await item.getByTestId("unread").filter({ hasText: "1 unread" }).waitFor();
  checks.unreadListed = await item.getByTestId("unread").textContent();
  await item.getByRole("link").click();
  await bob.getByTestId("message-text").filter({ hasText: "Hello Bob" }).waitFor();
  // read: the counts go, in the list and the header
  await bob.locator(`[data-testid="conversation-item"][data-with="${a.me.id}"][data-unread="0"]`).waitFor({ timeout: 10000 });
  await bob.getByTestId("unread-total").waitFor({ state: "detached", timeout: 10000 });
  await say(bob, "Yes, after dinner");
  await alice.getByTestId("message-text").filter({ hasText: "after dinner" }).waitFor({ timeout: 10000 });
  checks.live = await texts(alice);

  // too long: the server's limit in words, nothing sent
  await say(alice, "x".repeat(501));
  const tooLong = await alice.getByTestId("compose-error").textContent();
  if (!/too long/.test(tooLong) || /ProblemError|422|message-too-long/.test(tooLong)) throw new Error(`too long: ${tooLong}`);
  checks.tooLong = tooLong;
  // a repeat of one of her last two
  await say(alice, "Hello Bob, a game later?");
  checks.repeat = await alice.getByTestId("compose-error").filter({ hasText: "You just said that" }).textContent();
  // a flood: messages as fast as she can until the server says "too fast"
  let sent = 0;
  let flood = null;
  for (let i = 0; i < 8 && flood === null; i++) {
    const before = (await texts(alice)).length;
    await say(alice, `quick message ${i}`);
    const err = alice.getByTestId("compose-error").filter({ hasText: "too fast" });
    await alice.waitForFunction((n) => document.querySelectorAll('[data-testid="message-text"]').length > n || document.querySelector('[data-testid="compose-error"]')?.textContent?.includes("too fast"), before, { timeout: 10000 });
    if (await err.count()) flood = await err.textContent();
    else sent++;
  }
  if (flood === null || /ProblemError|429|message-flood/.test(flood)) throw new Error(`no flood refusal in words: ${flood}`);
  checks.flood = { sentBeforeRefusal: sent, words: flood };
  const stored = await a.get(`/players/me/conversations`);
  checks.storedMessages = stored.conversations[0].messages;

  // Bob reports Alice's first message
  const first = bob.locator('[data-testid="message"]').filter({ hasText: "Hello Bob" });
  await first.getByTestId("report").click();
  await first.getByLabel("What is wrong with it?").fill("testing the report");
  await first.getByRole("button", { name: "Report it" }).click();
  await first.getByTestId("message-note").filter({ hasText: "Reported" }).waitFor();
  // Alice deletes "quick message 0": Bob's page shows it deleted, live
  const quick = alice.locator('[data-testid="message"]').filter({ hasText: "quick message 0" });
  await quick.getByRole("button", { name: "Delete" }).click();
  await bob.locator('[data-testid="message"]', { hasText: "(deleted)" }).first().waitFor({ timeout: 10000 });
  if ((await texts(bob)).some((t) => t === "quick message 0")) throw new Error("the deleted text is still shown");
  checks.deleted = true;

  await shoot(bob, "messages-desktop");
  await shoot(bob, "messages-phone", PHONE);
  const a11y = [await checkA11y(bob, "messages")];
  if (!(await bob.evaluate(() => window.__notReloaded === true))) throw new Error("Bob's page was reloaded");
  noProblems([alice, bob], /status of (409|422|429)/);
  console.log(JSON.stringify({ ok: true, checks, a11y, seconds: (Date.now() - started) / 1000 }));
} catch (e) {
  await explain("messages", pages, e);
} finally {
  await browser.close();
}

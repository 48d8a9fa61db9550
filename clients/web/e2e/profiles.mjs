// The leaderboard's links and the profiles: a built-in bot's link opens its profile (GET
// /bots/{level}: it was a 404), a player's profile lists its finished matches (GET
// /matches?player=...) with links to their replays, for the player and for another guest who
// did not play them. A match is played through the API first (the plain policy of lib.mjs).
import { BASE, PHONE, apiAs, checkA11y, launch, newPage, playByApi, shoot } from "./lib.mjs";

const browser = await launch();
const started = Date.now();
try {
  const page = await newPage(browser);
  await page.goto(BASE + "/");
  await page.getByTestId("bot-form").waitFor();
  const api = await apiAs(page);
  const a11y = [];
  const m = await api.post("/matches", { opponent: { kind: "bot", level: "beginner" }, rules: { variant: "classic", target_score: 10 } });
  const final = await playByApi(api, m.id, (x) => x.status !== "active");
  if (final.status !== "finished") throw new Error(`the match is ${final.status}`);

  // 1. the leaderboard's bot link: its profile, no 404 (the page fails on any console error)
  await page.goto(`${BASE}/#/leaderboard`);
  await page.getByTestId("leaderboard").waitFor();
  const botLink = page.locator('[data-testid="leaderboard"] a[href="#/p/bot-beginner"]');
  await botLink.click();
  await page.getByTestId("profile").waitFor();
  await page.getByTestId("profile-matches").waitFor();
  const bot = {
    heading: await page.locator('[data-testid="profile"] h2').textContent(),
    text: await page.getByTestId("profile").textContent(),
    matches: await page.locator('[data-testid="profile-match"]').evaluateAll((l) => l.map((n) => n.getAttribute("data-id"))),
  };
  const botApi = await api.get("/bots/beginner");
  if (bot.heading !== "Bot (beginner)" || !bot.matches.includes(m.id)) throw new Error(`bot profile: ${JSON.stringify(bot)}`);
  if (!bot.text.includes(`matches${botApi.stats.matches}`)) throw new Error(`bot stats: ${bot.text} against ${JSON.stringify(botApi.stats)}`);
  await shoot(page, "profile-bot-desktop");
  await shoot(page, "profile-bot-phone", PHONE);
  a11y.push(await checkA11y(page, "profile-bot"));

  // 2. the player's own profile: the match, won or lost, its totals, its replay
  await page.getByTestId("me").click();
  await page.waitForFunction((id) => document.querySelector(`[data-testid="profile-match"][data-id="${id}"]`) !== null, m.id);
  const line = await page.locator(`[data-testid="profile-match"][data-id="${m.id}"]`).textContent();
  const mine = final.your_seat;
  const totals = final.result.totals;
  const expected = `${final.winner === mine ? "won" : "lost"} ${totals[mine]}–${totals[1 - mine]}`;
  if (!line.includes(expected) || !line.includes("vs Bot (beginner)")) throw new Error(`the profile's line: ${line}; wanted ${expected}`);
  await shoot(page, "profile-desktop");
  await shoot(page, "profile-phone", PHONE);
  a11y.push(await checkA11y(page, "profile"));

  // 3. another guest (who did not play) opens the player's profile and the replay from it
  const other = await newPage(browser);
  await other.goto(`${BASE}/#/p/${api.me.id}`);
  await other.waitForFunction((id) => document.querySelector(`[data-testid="profile-match"][data-id="${id}"] a`) !== null, m.id);
  await other.locator(`[data-testid="profile-match"][data-id="${m.id}"] [data-testid="profile-replay"]`).click();
  await other.getByTestId("replay").waitFor();
  await other.getByTestId("replay-event").waitFor();
  const url = other.url();
  if (!url.endsWith(`#/r/${m.id}`)) throw new Error(`the replay link went to ${url}`);

  for (const p of [page, other]) if (p.problems.length) throw new Error(p.problems.join("\n"));
  console.log(JSON.stringify({ ok: true, bot: { heading: bot.heading, matches: bot.matches.length }, line, expected, replay: url, a11y, seconds: (Date.now() - started) / 1000 }));
} finally {
  await browser.close();
}

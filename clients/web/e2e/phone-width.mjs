// No page wider than the phone: every page of the site visited at 390 px, each measured
// (document.documentElement.scrollWidth) once its content is shown: home, the table (live, a
// spectator's, finished), Hollywood's sheet, the replay, the leaderboard, a profile, sign-in,
// the account, the tournaments and a finished tournament (standings, crosstable, chart), the
// friends page, the conversations and a conversation, the rooms and a room; Rummy's table
// (live, a spectator's, finished) and its replay; a tournament's built-in game. Each page is
// also shot at both sizes: SCREENSHOTS/page-NAME-phone.png (390x844) and -desktop (1280x900).
import { BASE, DESKTOP, PHONE, apiAs, launch, newPage, playByApi, shoot, waitReady } from "./lib.mjs";

const browser = await launch();
try {
  const page = await newPage(browser, PHONE);
  await page.goto(BASE + "/");
  await page.getByTestId("bot-form").waitFor();
  const api = await apiAs(page);
  const widths = {};
  const shots = [];
  // the page as shown now, at the phone's size and at the desktop's (then back to the phone's)
  const both = async (p, name) => {
    await shoot(p, `page-${name}-phone`);
    await shoot(p, `page-${name}-desktop`, DESKTOP);
    shots.push(name);
  };
  const measure = async (name, hash, ready) => {
    await page.goto(`${BASE}/${hash}`);
    await ready();
    widths[name] = await page.evaluate(() => document.documentElement.scrollWidth);
    await both(page, name);
  };
  const testid = (id) => () => page.getByTestId(id).first().waitFor();

  // a finished classic match, a live one, a Hollywood one two deals in, a finished tournament
  const done = await api.post("/matches", { opponent: { kind: "bot", level: "beginner" }, rules: { variant: "classic", target_score: 10 } });
  await playByApi(api, done.id, (x) => x.status !== "active");
  const live = await api.post("/matches", { opponent: { kind: "bot", level: "beginner" }, rules: { variant: "oklahoma", target_score: 500 } });
  const holly = await api.post("/matches", { opponent: { kind: "bot", level: "expert" }, rules: { variant: "hollywood", target_score: 100 } });
  await playByApi(api, holly.id, (x) => x.status !== "active" || (x.deal ?? 0) >= 2);
  const t = await api.post("/tournaments", { entrants: ["beginner", "easy", "medium"], pairs: 1, format: "round-robin", rules: { target_score: 10 } });
  await api.post(`/tournaments/${t.id}/start`);

  // Rummy: a live 3-seat table and a finished 2-seat match (the player draws from the stock and
  // discards the first card offered; the bot ends it)
  const rummyLive = await api.post("/rummy/matches", { seats: [{ kind: "me" }, { kind: "bot", level: "easy" }, { kind: "bot", level: "medium" }] });
  const rummyDone = await api.post("/rummy/matches", { seats: [{ kind: "me" }, { kind: "bot", level: "beginner" }], options: { target_score: 50, turn_limit: 50 } });
  for (let i = 0; i < 3000; i++) {
    const m = await api.get(`/rummy/matches/${rummyDone.id}`);
    if (m.status !== "active") break;
    const legal = m.view.legal_actions;
    const a = legal.find((x) => x.type === "meld") ?? legal.find((x) => x.type === "draw_stock") ?? legal.find((x) => x.type === "discard") ?? legal[0];
    await api.post(`/rummy/matches/${rummyDone.id}/actions`, { action: a, version: m.version });
  }

  await measure("home", "#/", testid("bot-form"));
  await measure("table", `#/m/${live.id}`, () => waitReady(page));
  await measure("table-finished", `#/m/${done.id}`, () => page.waitForSelector('[data-testid="table"][data-status="finished"]'));
  await measure("hollywood", `#/m/${holly.id}`, () => page.waitForFunction(() => document.querySelectorAll('[data-testid="hollywood-sheet"] tbody tr th[scope="row"]').length >= 2));
  await measure("replay", `#/r/${done.id}`, testid("replay-board"));
  await measure("leaderboard", "#/leaderboard", () => page.locator("main table, main .panel").first().waitFor());
  await measure("profile", `#/p/${api.me.id}`, testid("profile-matches"));
  await measure("profile-bot", "#/p/bot-beginner", testid("profile-matches"));
  await measure("rummy-table", `#/rummy/${rummyLive.id}`, testid("rummy-board"));
  await measure("rummy-finished", `#/rummy/${rummyDone.id}`, testid("winner-banner"));
  await measure("rummy-replay", `#/rummy/${rummyDone.id}/replay`, () => page.waitForSelector('[data-testid="rummy-replay"][data-ready="1"]'));
  await measure("signin", "#/signin", () => page.locator("main form, main h2").first().waitFor());
  await measure("account", "#/account", () => page.locator("main h2").first().waitFor());
  await measure("tournaments", "#/t", testid("tournament-form"));
  await measure("tournament", `#/t/${t.id}`, () => page.waitForSelector('[data-testid="tournament"][data-status="finished"]', { timeout: 120000 }));
  // one of its built-in games, move by move, from the tournament page's own link
  const gameHref = await page.locator('a[data-testid="game-link"][href*="/g/"]').first().getAttribute("href");
  await measure("tournament-game", gameHref, testid("game-moves"));
  // a spectator's table (another browser, another guest)
  const other = await newPage(browser, PHONE);
  await other.goto(`${BASE}/#/m/${live.id}`);
  await other.getByTestId("spectator-board").waitFor();
  widths.spectator = await other.evaluate(() => document.documentElement.scrollWidth);
  await both(other, "spectator");
  await other.goto(`${BASE}/#/rummy/${rummyLive.id}`);
  await other.getByTestId("rummy-spectator").waitFor();
  widths["rummy-spectator"] = await other.evaluate(() => document.documentElement.scrollWidth);
  await both(other, "rummy-spectator");
  // the people around the table: friends, a conversation (a long unbroken line), rooms, a room
  const otherApi = await apiAs(other);
  await api.post("/players/me/friends/requests", { player_id: otherApi.me.id });
  await otherApi.post(`/players/me/friends/requests/${api.me.id}/accept`);
  await api.post("/players/me/messages", { to: otherApi.me.id, text: "w".repeat(300) });
  const room = await api.post("/rooms", { name: `Phone room ${Date.now() % 100000}` });
  await api.post(`/rooms/${room.id}/chat`, { text: "r".repeat(300) });
  await measure("friends", "#/friends", testid("friend"));
  await measure("conversations", "#/messages", testid("conversation-item"));
  await measure("messages", `#/messages/${otherApi.me.id}`, testid("message-text"));
  await measure("rooms", "#/rooms", testid("room-item"));
  await measure("room", `#/rooms/${room.id}`, testid("chat-text"));
  const problems = [...page.problems, ...other.problems];
  if (problems.length) throw new Error(problems.join("\n"));
  console.log(JSON.stringify({ ok: true, widths, shots }));
} finally {
  await browser.close();
}

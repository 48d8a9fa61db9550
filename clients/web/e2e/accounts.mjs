// Accounts in the page: a guest plays a match (a few moves against a bot, then resigns),
// claims its account with a password, loses the browser's storage (cookies and localStorage),
// signs in again and finds its match and rating; a cross-site and a same-site cross-origin form
// post against the session are refused (the first carries no cookie: SameSite=Lax; the second
// carries it but no CSRF token) and change nothing; a passkey is registered and used to sign in
// with Chromium's virtual authenticator (CDP WebAuthn.addVirtualAuthenticator), on
// http://localhost (an IP address cannot be a WebAuthn relying party).
import { createServer } from "node:http";
import { BASE, PHONE, apiAs, checkA11y, launch, newPage, playOne, shoot, waitReady } from "./lib.mjs";

const PASSWORD = "a long enough passphrase 42";
const LOCAL = BASE.replace("127.0.0.1", "localhost");

const storedToken = (page) => page.evaluate(() => window.localStorage.getItem("ginrummy.player"));
const myName = async (page) => (await page.getByTestId("me").textContent())?.trim();

/** Another origin whose page's form posts to the API: as http://127.0.0.1:PORT it is the same
 * site as the page (another port), as http://localhost:PORT another site. */
async function attacker() {
  const server = createServer((req, res) => {
    res.setHeader("content-type", "text/html");
    res.end(`<form id="f" method="post" action="${BASE}/account/signout-everywhere"><button>go</button></form>`);
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  const port = server.address().port;
  return { server, sameSite: `http://127.0.0.1:${port}/`, crossSite: `http://localhost:${port}/` };
}

async function formPost(context, url) {
  const page = await context.newPage();
  await page.goto(url);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/account/signout-everywhere")),
    page.locator("#f button").click(),
  ]);
  const body = await response.text();
  await page.close();
  return { status: response.status(), body };
}

const browser = await launch();
const evil = await attacker();
try {
  // 1. a guest plays (a few moves against a bot, then resigns: the match is finished, rated)
  const page = await newPage(browser);
  // refused requests are written to stderr: the test shows them if the script fails
  page.on("response", (r) => { if (r.status() >= 400) console.error("refused:", r.request().method(), r.url(), r.status()); });
  await page.goto(BASE + "/");
  await page.getByTestId("bot-form").waitFor();
  const guest = await apiAs(page);
  await page.getByLabel("Level").selectOption("beginner");
  await page.getByRole("button", { name: "Play the bot" }).click();
  await page.getByTestId("table").waitFor();
  for (let i = 0; i < 3; i++) { await waitReady(page); await playOne(page); }
  await waitReady(page);
  const matchId = page.url().split("#/m/")[1];
  await page.getByTestId("resign").click();
  await page.getByTestId("confirm-yes").click();
  await page.waitForSelector('[data-testid="table"][data-status="finished"]');
  const before = await guest.get("/players/me");

  // 2. it claims the account: a password, then the page holds a session, no token
  await page.getByTestId("account-link").click();
  await page.getByTestId("claim-form").waitFor();
  const a11y = [await checkA11y(page, "claim")];
  await page.getByLabel("Password (10 characters or more)").fill(PASSWORD);
  await page.getByRole("button", { name: "Claim the account" }).click();
  await page.getByTestId("account").waitFor();
  await page.getByTestId("sessions").locator("li").first().waitFor();
  a11y.push(await checkA11y(page, "account"));
  await shoot(page, "account-desktop");
  await shoot(page, "account-phone", PHONE);
  if ((await storedToken(page)) !== null) throw new Error("a bearer token is still in localStorage");
  if ((await myName(page)) !== guest.me.name) throw new Error(`signed in as ${await myName(page)}`);

  // 3. a cross-site post carries no cookie (401); a same-site one no CSRF token (403)
  const crossSite = await formPost(page.context(), evil.crossSite);
  const sameSite = await formPost(page.context(), evil.sameSite);
  if (crossSite.status !== 401) throw new Error(`cross-site post: ${crossSite.status} ${crossSite.body}`);
  if (sameSite.status !== 403 || !sameSite.body.includes("csrf-failed")) throw new Error(`same-site post: ${sameSite.status} ${sameSite.body}`);
  await page.reload();
  await page.getByTestId("account").waitFor(); // still signed in: nothing was signed out
  await page.getByTestId("sessions").locator("li").first().waitFor();
  const sessionsAfterPosts = await page.getByTestId("sessions").locator("li").count();

  // 4. the browser's storage is cleared: a new guest; signing in brings the account back
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  // a new document (leaving the old one first: a hash change would show the home page of the
  // old document, whose calls race the reload without the cookie): nothing of the account is
  // left in memory either
  await page.goto("about:blank");
  await page.goto(BASE + "/#/");
  await page.getByTestId("bot-form").waitFor();
  if ((await myName(page)) === guest.me.name) throw new Error("the account survived the cleared storage");
  await page.goto(BASE + "/#/signin");
  await page.getByTestId("signin-form").waitFor();
  a11y.push(await checkA11y(page, "signin"));
  await shoot(page, "signin-desktop");
  await shoot(page, "signin-phone", PHONE);
  await page.locator("#signin-name").fill(guest.me.name);
  await page.locator("#signin-password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.getByTestId("bot-form").waitFor();
  await page.waitForFunction((n) => document.querySelector('[data-testid="me"]')?.textContent === n, guest.me.name);
  if ((await storedToken(page)) !== null) throw new Error("a bearer token is in localStorage after signing in");
  const replay = page.locator(`a[href="#/r/${matchId}"]`);
  await replay.waitFor();
  await page.getByTestId("me").click();
  await page.getByTestId("profile").waitFor();
  const profile = await page.getByTestId("profile").textContent();
  const rating = `Rating ${Math.round(before.rating.rating)} (± ${Math.round(before.rating.deviation)})`;
  if (!profile?.includes(rating)) throw new Error(`profile ${profile} lacks ${rating}`);

  // 5. a passkey on http://localhost, with the virtual authenticator
  const context = await browser.newContext();
  const local = await context.newPage();
  const cdp = await context.newCDPSession(local);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  const name = `pk${Date.now().toString(36)}`;
  await local.goto(LOCAL + "/#/signin");
  await local.locator("#signup-name").fill(name);
  await local.locator("#signup-password").fill(PASSWORD);
  await local.getByRole("button", { name: "Create the account" }).click();
  await local.getByTestId("bot-form").waitFor();
  await local.goto(LOCAL + "/#/account");
  await local.getByTestId("register-passkey").click();
  const note = await local.getByTestId("passkey-note").textContent();
  if (!note?.includes("Passkey registered")) throw new Error(`passkey registration: ${note}`);
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  if (credentials.length !== 1 || !credentials[0].isResidentCredential) throw new Error(`credentials: ${JSON.stringify(credentials)}`);
  await context.clearCookies();
  await local.evaluate(() => window.localStorage.clear());
  await local.goto(LOCAL + "/#/signin");
  await local.getByTestId("passkey-signin").click();
  await local.getByTestId("bot-form").waitFor();
  await local.waitForFunction((n) => document.querySelector('[data-testid="me"]')?.textContent === n, name);
  const signCount = (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials[0].signCount;
  await context.close();

  if (page.problems.length) throw new Error(page.problems.join("\n"));
  console.log(JSON.stringify({
    ok: true, name: guest.me.name, matchId, rating, crossSite: crossSite.status, sameSite: sameSite.status,
    sessionsAfterPosts, passkeyUser: name, signCount, a11y,
  }));
} finally {
  evil.server.close();
  await browser.close();
}

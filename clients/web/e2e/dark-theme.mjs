// The dark theme follows prefers-color-scheme (Chromium's emulation): the page's background as
// computed, light then dark, on the home page and at the table; axe-core's contrast checks pass
// in the dark (desktop and phone screenshots).
import { BASE, PHONE, checkA11y, launch, newPage, shoot, waitReady } from "./lib.mjs";

const browser = await launch();
try {
  const page = await newPage(browser);
  const colours = async () => page.evaluate(() => ({
    page: getComputedStyle(document.documentElement).backgroundColor,
    text: getComputedStyle(document.documentElement).color,
    panel: getComputedStyle(document.querySelector(".panel, .scores, .log") ?? document.body).backgroundColor,
  }));
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto(BASE + "/");
  await page.getByTestId("bot-form").waitFor();
  const light = await colours();
  await page.emulateMedia({ colorScheme: "dark" });
  const dark = await colours();
  const a11y = [await checkA11y(page, "home-dark")];
  await shoot(page, "home-dark-desktop");
  await shoot(page, "home-dark-phone", PHONE);
  await page.getByLabel("Level").selectOption("beginner");
  await page.getByRole("button", { name: "Play the bot" }).click();
  await waitReady(page);
  const table = await colours();
  a11y.push(await checkA11y(page, "table-dark"));
  await shoot(page, "table-dark-desktop");
  await shoot(page, "table-dark-phone", PHONE);
  if (page.problems.length) throw new Error(page.problems.join("\n"));
  console.log(JSON.stringify({ ok: true, light, dark, table, a11y }));
} finally {
  await browser.close();
}

// The time to first render, with scripts/time_first_render.py: chromium is launched first;
// then the script reads the moment the server was started (epoch ms, on stdin), waits until
// the server answers /, opens it and waits for the first meaningful content (the home page's
// "Play a bot" form, shown once the page has registered its player through the API).
import { createInterface } from "node:readline";
import { BASE, launch, newPage } from "./lib.mjs";

const browser = await launch();
try {
  const page = await newPage(browser);
  console.log("browser-ready");
  const lines = createInterface({ input: process.stdin });
  const started = Number((await lines[Symbol.asyncIterator]().next()).value);
  lines.close();
  // the server answers / (it is listening and has the page)
  for (;;) {
    try { if ((await fetch(BASE + "/")).ok) break; } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 20));
  }
  const served = Date.now();
  await page.goto(BASE + "/");
  await page.getByTestId("bot-form").waitFor({ timeout: 30000 });
  const rendered = Date.now();
  const paint = await page.evaluate(() => {
    const fcp = performance.getEntriesByName("first-contentful-paint")[0];
    const nav = performance.getEntriesByType("navigation")[0];
    return { fcp: fcp ? fcp.startTime : null, domContentLoaded: nav ? nav.domContentLoadedEventEnd : null };
  });
  const form = await page.evaluate(() => performance.now());
  if (page.problems.length) throw new Error(page.problems.join("\n"));
  console.log(JSON.stringify({
    ok: true,
    server_ready_s: (served - started) / 1000,
    first_render_after_navigation_ms: Math.round(rendered - served),
    first_contentful_paint_ms: paint.fcp === null ? null : Math.round(paint.fcp),
    form_shown_at_ms: Math.round(form),
    total_s: (rendered - started) / 1000,
  }));
} finally {
  await browser.close();
}

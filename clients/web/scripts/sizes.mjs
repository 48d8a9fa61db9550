// Prints the built page's JS and CSS sizes, raw and gzipped (dist/assets).
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const dir = new URL("../dist/assets/", import.meta.url);
const totals = {};
for (const name of readdirSync(dir)) {
  const ext = name.split(".").pop();
  if (ext !== "js" && ext !== "css") continue;
  const raw = readFileSync(new URL(name, dir));
  const gz = gzipSync(raw, { level: 9 }).length;
  totals[ext] = { raw: (totals[ext]?.raw ?? 0) + raw.length, gzip: (totals[ext]?.gzip ?? 0) + gz };
  console.log(`${name}: ${raw.length} B, ${gz} B gzipped`);
}
for (const [ext, t] of Object.entries(totals)) console.log(`total ${ext}: ${t.raw} B, ${t.gzip} B gzipped`);

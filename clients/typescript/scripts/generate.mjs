#!/usr/bin/env node
// Generates src/schema.d.ts from ../../openapi/openapi.json with the pinned openapi-typescript.
//   node scripts/generate.mjs          write src/schema.d.ts
//   node scripts/generate.mjs --check  generate into a temp file; fail if it differs from
//                                      src/schema.d.ts or if the generator warned at all
// Either way any warning (any output besides the generator's banner and its "→" line) fails.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, copyFileSync, rmSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const input = resolve(root, "../../openapi/openapi.json");
const target = join(root, "src/schema.d.ts");
const cli = join(root, "node_modules/openapi-typescript/bin/cli.js");
// Request bodies: a property with a default stays optional (the server fills it in).
const flags = ["--default-non-nullable", "false"];

const check = process.argv.includes("--check");
const dir = mkdtempSync(join(tmpdir(), "ginrummy-schema-"));
const out = join(dir, "schema.d.ts");
try {
  const run = spawnSync(process.execPath, [cli, input, "-o", out, ...flags], {
    encoding: "utf8",
    env: { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1" },
  });
  const lines = `${run.stdout}\n${run.stderr}`.split(/\r?\n/).filter((l) => l.trim() !== "");
  const warnings = lines.filter((l) => !/^✨ openapi-typescript \d/.test(l) && !/^🚀 .* → /.test(l));
  if (run.status !== 0 || warnings.length > 0 || !existsSync(out)) {
    console.error(`openapi-typescript: exit ${run.status}, ${warnings.length} warning(s)`);
    for (const w of warnings) console.error(`  ${w}`);
    process.exit(1);
  }
  if (check) {
    const now = existsSync(target) ? readFileSync(target, "utf8") : "";
    if (readFileSync(out, "utf8") !== now) {
      console.error("src/schema.d.ts is stale: run `npm run generate` and commit it");
      process.exit(1);
    }
    console.log("src/schema.d.ts is up to date (0 generator warnings)");
  } else {
    copyFileSync(out, target);
    console.log("wrote src/schema.d.ts (0 generator warnings)");
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

// The page is built into dist/ and served by the API at / (services/ginrummy/api/app.py).
// The client is the generated one (clients/typescript), compiled from its sources.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vitest/config";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// `virtual:api-schemas`: the few request schemas of the API's OpenAPI document the page's forms
// read their choices, bounds and defaults from (the tournament form), copied at build time so
// the page neither restates them nor downloads the whole document (a test fails when that
// document drifts from the service). The Rummy form reads its bot levels and options the same way
// (GET /games describes Gin only).
const API_SCHEMAS = ["TournamentCreate", "SprtParams", "RummyMatchCreate", "RummySeatBot", "RummyOptions"];
function apiSchemas(): Plugin {
  const id = "virtual:api-schemas";
  return {
    name: "api-schemas",
    resolveId: (source) => (source === id ? "\0" + id : null),
    load(source) {
      if (source !== "\0" + id) return null;
      const doc = JSON.parse(readFileSync(here("../../openapi/openapi.json"), "utf8")) as { components: { schemas: Record<string, unknown> } };
      const picked = Object.fromEntries(API_SCHEMAS.map((name) => [name, doc.components.schemas[name]]));
      return `export default ${JSON.stringify(picked)};`;
    },
  };
}

export default defineConfig({
  base: "/",
  plugins: [apiSchemas()],
  resolve: {
    alias: {
      "@ginrummy/client": here("../typescript/src/index.ts"),
      "openapi-fetch": here("./node_modules/openapi-fetch"),
    },
  },
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false, target: "es2022" },
  server: { proxy: { "^/(players|matches|bots|leaderboard|health|lobby|tournaments|games|account|challenges|rooms)": "http://127.0.0.1:8000" } },
  test: { include: ["test/**/*.test.ts"], environment: "node" },
});

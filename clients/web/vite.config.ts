// The page is built into dist/ and served by the API at / (services/ginrummy/api/app.py).
// The client is the generated one (clients/typescript), compiled from its sources.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  base: "/",
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

// clients/README.md's TypeScript quickstart (the README shows this file as it is; a test runs
// it): register (another name while the name is taken), then play a short match against a
// built-in bot, every call sent again after `Retry-After` on a 429.
//   node dist/examples/quickstart.js URL NAME
import { actionAt, createGinRummyClient, must, problemReason, retryRateLimited } from "@ginrummy/client";
import type { Match, PlayerRegistered } from "@ginrummy/client";

const [url = "http://127.0.0.1:8000", name = "ada"] = process.argv.slice(2);
const waited = (seconds: number) => console.error(`429 rate-limited: waiting ${seconds}s`);

async function register(wanted: string): Promise<PlayerRegistered> {
  const anonymous = createGinRummyClient(url);
  for (let n = 1; n < 100; n++) {
    const candidate = n === 1 ? wanted : `${wanted}-${n}`;
    const r = await retryRateLimited(() => anonymous.POST("/players", { body: { name: candidate } }), waited);
    if (r.data) return r.data;
    if (r.error && problemReason(r.error) === "name-taken") {
      console.log(`'${candidate}' is taken (${r.error.detail}): trying another name`);
      continue;
    }
    await must(Promise.resolve(r)); // any other problem: thrown as a ProblemError
  }
  throw new Error(`every name from ${wanted} to ${wanted}-99 is taken`);
}

const me = await register(name);
console.log(`registered ${me.name} (${me.id})`);
const client = createGinRummyClient(url, me.token); // the token is shown once: keep it
let match: Match = await must(
  retryRateLimited(
    () =>
      client.POST("/matches", {
        body: { opponent: { kind: "bot", level: "expert" }, rules: { target_score: 25 } },
      }),
    waited,
  ),
);
for (let legal = match.view?.legal_actions[0]; match.status === "active" && legal; ) {
  const body = actionAt(legal, match.version); // the version decided on
  const { id, version } = match;
  match = await must(
    retryRateLimited(
      () =>
        client.POST("/matches/{match_id}/actions", {
          params: { path: { match_id: id }, header: { "Idempotency-Key": `${id}-${version}` } },
          body,
        }),
      waited,
    ),
  );
  legal = match.view?.legal_actions[0];
}
console.log(`match ${match.id}: ${match.status}, scores [${match.scores.join(", ")}], winner seat ${match.winner}`);

// The packed package against a running server, from outside the
// repository: what a user who ran `npm install @teg/client` does first.
// Run by ci.sh in an empty folder where only the tarball was installed:
// `node smoke.mjs BASE_URL`. It checks that the module it imported is the
// installed one, signs in as a guest, reads its account, opens a classic
// lobby, reads it back, meets a refusal as a ProblemError, and validates a
// value with the packed spec.
import { fileURLToPath } from "node:url";
import { ProblemError, TegClient } from "@teg/client";
import { createValidator } from "@teg/client/validate";

const baseUrl = process.argv[2];
if (!baseUrl) throw new Error("usage: node smoke.mjs BASE_URL");
const from = fileURLToPath(import.meta.resolve("@teg/client"));
if (!from.includes("/node_modules/@teg/client/")) throw new Error(`@teg/client comes from ${from}`);

const client = new TegClient({ baseUrl });
await client.signInAsGuest("Smoke");
const me = await client.me();
const game = await client.createGame({ ruleset: "classic", max_players: 2 });
const read = await client.getGame(game.id);
if (read.id !== game.id || read.status !== "lobby") throw new Error(`read back: ${JSON.stringify(read)}`);
const refused = await client.getGame("no-such-game").then(
  () => undefined,
  (e) => e,
);
if (!(refused instanceof ProblemError) || refused.status !== 404 || refused.code !== "GAME_NOT_FOUND") {
  throw new Error(`an unknown game: ${refused}`);
}
const validator = await createValidator();
if (!validator.validateSchema("Power", "usa").ok) throw new Error("the packed validator does not work");
console.log(`smoke: ${me.display_name} opened ${game.id} with @teg/client from ${from}`);

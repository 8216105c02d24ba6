// The README's quickstart, as written there (but for the base URL).
import assert from "node:assert/strict";
import { test } from "node:test";
import { TegClient } from "../src/index.js";
import { BASE_URL, mismatches, needsServer, specValidator } from "./helpers.js";

test("README quickstart: a guest plays a move", needsServer, async () => {
  const baseUrl = BASE_URL!;
  // --- quickstart ---
  const teg = new TegClient({ baseUrl });
  teg.api.use((await specValidator()).middleware({ onMismatch: (m) => mismatches.push(m) })); // (tests only)
  await teg.signInAsGuest("Pampa");
  const game = await teg.createGame({ ruleset: "classic", max_players: 3, seats: [{ bot: "greedy" }, { bot: "random" }] });
  await teg.startGame(game.id);
  for await (const item of teg.followGame(game.id)) if (item.kind === "your_turn") break; // SSE until our turn
  const legal = await teg.legalActions(game.id); // every move open to us now
  const { version } = await teg.play(game.id, legal.actions[0]!, legal.version);
  console.log(`played ${legal.actions[0]!.type}; the game is at version ${version}`);
  // --- end ---
  assert.ok(version > legal.version);
  assert.equal(mismatches.length, 0);
});

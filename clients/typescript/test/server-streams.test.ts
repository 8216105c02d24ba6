// The event streams against the real server: a game's SSE stream (resumed
// from a version), its long-poll, and the per-user feed both ways.
import assert from "node:assert/strict";
import { after, test } from "node:test";
import type { GameStreamItem, Notice } from "../src/index.js";
import { checkSchema, mismatches, needsServer, newClient, reportMismatches } from "./helpers.js";

after(() => reportMismatches());

async function startedGame() {
  const c = await newClient();
  const me = await c.signInAsGuest("Streaming guest");
  const game = await c.createGame({ ruleset: "classic", max_players: 3, seats: [{ bot: "greedy" }, { bot: "random" }] });
  await c.startGame(game.id);
  return { c, me, game };
}

async function take<T>(it: AsyncGenerator<T, void, undefined>, n: number, until?: (x: T) => boolean): Promise<T[]> {
  const out: T[] = [];
  for await (const x of it) {
    out.push(x);
    if (out.length >= n || until?.(x)) break;
  }
  return out;
}

test("server: followGame from 0, then resumed after a version", needsServer, async () => {
  const { c, game } = await startedGame();
  const firstFive = await take(c.followGame(game.id, { after: 0 }), 5, () => false);
  const events = firstFive.filter((i): i is Extract<GameStreamItem, { kind: "event" }> => i.kind === "event");
  assert.deepEqual(
    events.map((e) => e.version),
    [1, 2, 3, 4, 5].slice(0, events.length),
  );
  assert.equal(events[0]!.event.type, "game_started");
  for (const e of events) await checkSchema("Event", e.event, `streamEvents v${e.version}`);

  // resume: a new stream after version 3 starts at 4 (Last-Event-ID)
  const resumed = await take(c.followGame(game.id, { after: 3 }), 1);
  assert.equal(resumed[0]!.kind, "event");
  assert.equal(resumed[0]!.kind === "event" && resumed[0]!.version, 4);

  // the guest's turn comes as a your_turn frame (no id)
  const withTurn = await take(c.followGame(game.id, { after: 0 }), 10_000, (i) => i.kind === "your_turn");
  const yt = withTurn.at(-1)!;
  assert.equal(yt.kind, "your_turn");
  assert.ok(yt.kind === "your_turn" && yt.yourTurn.game_id === game.id);
  assert.equal(mismatches.length, 0);
});

test("server: pollGame / long-poll held until an event or the wait ends", needsServer, async () => {
  const { c, game } = await startedGame();
  const items = await take(c.pollGame(game.id, { after: 0, wait: 5 }), 6);
  assert.deepEqual(
    items.map((i) => i.kind === "event" && i.version),
    [1, 2, 3, 4, 5, 6],
  );
  // a lobby never moves: the long-poll is held about `wait` seconds, then empty
  const lobby = await c.createGame({ ruleset: "classic", max_players: 3 });
  const t0 = performance.now();
  const batch = await c.listEventsOnce(lobby.id, 0, 1);
  const held = performance.now() - t0;
  assert.deepEqual(batch.events, []);
  assert.ok(held >= 800 && held < 5000, `held ${held.toFixed(0)} ms`);
  const bad = await c.listEventsOnce(lobby.id, 0, 31).catch((e: unknown) => e);
  assert.ok(bad instanceof Error && "code" in bad && bad.code === "MALFORMED_QUERY", String(bad));
});

test("server: the feed over SSE and by long-poll", needsServer, async () => {
  const c = await newClient();
  await c.signInAsGuest("Feed guest");
  const ac = new AbortController();
  const seen: Notice[] = [];
  const done = (async () => {
    for await (const n of c.followFeed({ after: 0, signal: ac.signal })) seen.push(n);
  })();
  const game = await c.createGame({ ruleset: "classic", max_players: 3, seats: [{ bot: "greedy" }, { bot: "random" }] });
  await c.startGame(game.id);
  const deadline = Date.now() + 20_000;
  const types = () => seen.filter((n) => n.game_id === game.id).map((n) => n.type);
  while (!(types().includes("game_started") && types().includes("your_turn")) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
  }
  ac.abort();
  await done;
  assert.ok(types().includes("game_started"), `feed: ${types().join(",")}`);
  assert.ok(types().includes("your_turn"));
  for (const n of seen) {
    assert.equal(typeof n.id, "number");
    assert.equal(typeof n.at, "string");
  }
  const ids = seen.map((n) => n.id);
  assert.deepEqual([...ids].sort((a, b) => a - b), ids, "in id order");

  const polled = await take(c.pollFeed({ after: 0, wait: 1 }), seen.length);
  assert.deepEqual(
    polled.map((n) => n.id),
    ids,
    "the long-poll reads the same notices",
  );
  const resumed = await take(c.followFeed({ after: ids[0]! }), 1);
  assert.equal(resumed[0]!.id, ids[1], "resumed after a notice id");
  assert.equal(mismatches.length, 0);
});

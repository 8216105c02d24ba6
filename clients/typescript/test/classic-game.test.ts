// A guest plays a whole classic game against two bots through the SDK alone:
// every move is one of getLegalActions().actions, and between its turns it
// follows the game over Server-Sent Events (with long-poll as a fallback).
import assert from "node:assert/strict";
import { after, test } from "node:test";
import { ProblemError } from "../src/index.js";
import type { GameStreamItem, RiskCommand, TegClient } from "../src/index.js";
import { checkSchema, debug, elapsed, mismatches, needsServer, newClient, reportMismatches } from "./helpers.js";

const MAX_ACTIONS = 20_000;
const MAX_ROUNDS = Number(process.env.TEG_CLASSIC_MAX_ROUNDS ?? 6);

type View = Awaited<ReturnType<TegClient["getGame"]>>;
interface Country {
  id: string;
  owner: string;
  armies: number;
}

function countriesOf(view: View): Map<string, Country> {
  const list = (view as { countries?: Country[] }).countries ?? [];
  return new Map(list.map((c) => [c.id, c]));
}

/** A simple, sensible policy over the legal list: exchange, place on the front, attack with an edge, end. */
function choose(actions: RiskCommand[], view: View, neighbours: Map<string, string[]>, me: string): RiskCommand {
  const countries = countriesOf(view);
  const armies = (id: string) => countries.get(id)?.armies ?? 0;
  const isFront = (id: string) => (neighbours.get(id) ?? []).some((n) => countries.get(n)?.owner !== me);
  const by = <T extends RiskCommand["type"]>(type: T) =>
    actions.filter((a): a is Extract<RiskCommand, { type: T }> => a.type === type);

  const exchange = by("exchange")[0];
  if (exchange) return exchange;

  const moveIn = by("move_in");
  if (moveIn.length) return moveIn.reduce((a, b) => (b.armies > a.armies ? b : a));

  const place = by("place");
  if (place.length) {
    // the largest quantity on a front country with the most armies (a spearhead)
    const front = place.filter((p) => isFront(p.country));
    const pool = front.length ? front : place;
    return pool.reduce((a, b) =>
      b.armies > a.armies || (b.armies === a.armies && armies(b.country) > armies(a.country)) ? b : a,
    );
  }

  const attacks = by("attack").filter((a) => armies(a.from) >= 3 && armies(a.from) > armies(a.to));
  if (attacks.length) {
    return attacks.reduce((a, b) => (armies(b.from) - armies(b.to) > armies(a.from) - armies(a.to) ? b : a));
  }

  const end = by("end_turn")[0];
  if (end) return end;
  // anything else the rules open (a pact answer, a missile, a regroup): the first
  return actions[0]!;
}

after(() => reportMismatches());

test("a guest plays a whole classic game against two bots", needsServer, async (t) => {
  const started = performance.now();
  const client = await newClient();
  const me = await client.signInAsGuest("Classic tester");
  assert.equal(me.user.kind, "guest");

  const summary = await client.createGame({
    ruleset: "classic",
    max_players: 3,
    seats: [{ bot: "greedy" }, { bot: "random" }],
    options: { max_rounds: MAX_ROUNDS },
  });
  assert.equal(summary.ruleset, "classic");
  assert.equal(summary.status, "lobby");
  const mySeat = summary.seats.find((s) => s.user_id === me.user.id);
  assert.ok(mySeat, "the creator holds a seat");
  const myColor = mySeat!.color as string;
  const id = summary.id;

  const map = await client.api.GET("/v1/maps/{ruleset}", { params: { path: { ruleset: "classic" } } });
  const neighbours = new Map<string, string[]>();
  for (const [a, b] of map.data!.borders) {
    if (a === undefined || b === undefined) continue;
    neighbours.set(a, [...(neighbours.get(a) ?? []), b]);
    neighbours.set(b, [...(neighbours.get(b) ?? []), a]);
  }

  const startBatch = await client.startGame(id);
  assert.ok(startBatch.version > 0);

  // Follow the game over SSE from version 0: every event, in order, no gap.
  const follow = new AbortController();
  let streamed = 0;
  let lastStreamed = 0;
  let yourTurns = 0;
  let wake: (() => void) | undefined;
  t.after(() => follow.abort()); // whatever happens, the stream is closed
  let streamError: unknown;
  const streamDone = (async () => {
    for await (const item of client.followGame(id, { after: 0, signal: follow.signal })) {
      await record(item);
      wake?.();
    }
  })().catch((e: unknown) => {
    streamError = e;
    wake?.();
  });
  async function record(item: GameStreamItem): Promise<void> {
    if (item.kind === "your_turn") {
      yourTurns++;
      assert.equal(item.yourTurn.game_id, id);
      return;
    }
    assert.equal(item.version, lastStreamed + 1, "the stream has no gap and no repeat");
    lastStreamed = item.version;
    streamed++;
    await checkSchema("Event", item.event, `streamEvents ${id} v${item.version}`);
  }
  /** Until the game moves past `version` (SSE), or a long-poll says so after 10 s of silence. */
  async function waitPast(version: number): Promise<void> {
    if (lastStreamed > version) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const woke = new Promise<"woke">((resolve) => (wake = () => resolve("woke")));
    const timeout = new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), 10_000)));
    const outcome = await Promise.race([woke, timeout]);
    clearTimeout(timer);
    wake = undefined;
    if (outcome === "timeout") {
      // the stream said nothing for 10 s: one long-poll instead
      await client.listEventsOnce(id, version, 5);
    }
  }

  let actions = 0;
  let conflicts = 0;
  let view = await client.getGame(id);
  while (actions < MAX_ACTIONS) {
    const legal = await client.legalActions(id);
    debug("legal", legal.version, legal.actions.length, "streamed", lastStreamed);
    if (streamError) throw streamError;
    if (legal.actions.length === 0) {
      view = await client.getGame(id);
      if (view.status === "finished" || view.status === "aborted") break;
      await waitPast(legal.version);
      continue;
    }
    view = await client.getGame(id);
    const action = choose(legal.actions, view, neighbours, myColor);
    try {
      const batch = await client.play(id, action, legal.version);
      assert.ok(batch.version > legal.version);
      actions++;
    } catch (error) {
      // A bot moved in between (its turn, a dice-off): read the list again.
      if (error instanceof ProblemError && error.code === "VERSION_CONFLICT") {
        conflicts++;
        continue;
      }
      throw error;
    }
  }

  view = await client.getGame(id);
  assert.equal(view.status, "finished", `the game ends within ${MAX_ACTIONS} actions`);
  // the stream catches up with the final version
  const finalVersion = (view as { version?: number }).version ?? 0;
  const deadline = Date.now() + 10_000;
  while (lastStreamed < finalVersion && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  follow.abort();
  await streamDone;
  if (streamError) throw streamError;
  assert.equal(lastStreamed, finalVersion, "SSE delivered every event up to the end");

  const winner = (view as { winner?: string | null }).winner ?? null;
  const round = (view as { round?: number }).round;
  t.diagnostic(
    `classic: finished in ${elapsed(started)}; ${actions} actions by the guest (${conflicts} version conflicts), ` +
      `${finalVersion} events (${streamed} over SSE, ${yourTurns} your_turn frames), round ${round}, ` +
      `winner ${winner ?? "none"} (${(view as { end_reason?: string | null }).end_reason ?? "?"})`,
  );
  assert.equal(mismatches.length, 0, "every answer matched the spec");
});

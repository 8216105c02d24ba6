// Whole games over GraphQL alone, through operations that graphql-codegen
// generates from the committed SDL (openapi/schema.graphql) and the
// repository's operations (clients/graphql/operations.graphql): a guest signs
// in, reads the board, creates a table with two bots, starts it, follows it
// by the `gameEvents` subscription (graphql-transport-ws), acts from the
// typed legal actions, and reads the result. Every value read is one of the
// generated types; no JSON scalar is decoded. A Revancha game, then a TEG II
// game with its commit–reveal steps (T2-SEC), each to its end.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { print } from "graphql";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { TOKEN_KINDS, commitment, defaultSplit, randomNonce } from "../src/index.js";
import * as ops from "./graphql/generated.js";
import { BASE_URL, debug, elapsed, needsServer } from "./helpers.js";

const MAX_ACTIONS = 20_000;
const MAX_ROUNDS = Number(process.env.TEG_CLASSIC_MAX_ROUNDS ?? 6);

type Legal = ops.LegalActionsQuery["legalActions"];
type RiskAction = Legal["actions"][number];
type Teg2Step = NonNullable<Legal["teg2"]>[number];
type StepOf<K extends Teg2Step["__typename"]> = Extract<Teg2Step, { __typename: K }>;
type Board = ops.GameQuery["game"]["boardView"];
type Followed = ops.GameEventsSubscription["gameEvents"];

/** A GraphQL error as the service sends it: REST's problem code in `extensions.code`. */
class GraphQLFault extends Error {
  constructor(
    readonly code: string | undefined,
    message: string,
  ) {
    super(`${code ?? "?"}: ${message}`);
  }
}

interface Answer<R> {
  data?: R | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** The service's GraphQL endpoint over HTTP (queries, mutations) and WebSocket (subscriptions). */
class GraphQL {
  readonly origin: string;
  token: string | undefined;

  constructor(base: string) {
    this.origin = base.replace(/\/+$/, "").replace(/\/v1$/, "");
  }

  async run<R, V>(document: TypedDocumentNode<R, V>, variables: V): Promise<R> {
    const response = await fetch(`${this.origin}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: JSON.stringify({ query: print(document), variables }),
    });
    const answer = (await response.json()) as Answer<R>;
    const fault = answer.errors?.[0];
    if (fault) throw new GraphQLFault(fault.extensions?.code, fault.message);
    if (!answer.data) throw new Error(`no data and no error (HTTP ${response.status})`);
    return answer.data;
  }

  /**
   * Follows a game by `gameEvents` from version 0: every event in order,
   * with no gap and no repeat, and `YourTurn` items counted apart.
   */
  follow(gameId: string): Follower {
    const socket = createClient({
      url: `${this.origin.replace(/^http/, "ws")}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { token: this.token },
      retryAttempts: 0,
    });
    const follower = new Follower(() => socket.dispose());
    const items = socket.iterate<ops.GameEventsSubscription, ops.GameEventsSubscriptionVariables>({
      query: print(ops.GameEventsDocument),
      variables: { gameId, since: 0 },
    });
    follower.done = (async () => {
      for await (const result of items) {
        if (result.errors?.length) throw new Error(`gameEvents: ${JSON.stringify(result.errors)}`);
        if (result.data) follower.record(result.data.gameEvents);
      }
    })().catch((e: unknown) => {
      follower.error = e;
      follower.wake?.();
    });
    return follower;
  }
}

class Follower {
  last = 0;
  events = 0;
  yourTurns = 0;
  kinds = new Set<string>();
  error: unknown;
  wake: (() => void) | undefined;
  done: Promise<void> = Promise.resolve();

  constructor(readonly close: () => void) {}

  record(item: Followed): void {
    if (item.event.__typename === "YourTurn") {
      this.yourTurns++;
    } else {
      assert.equal(item.version, this.last + 1, "the subscription has no gap and no repeat");
      this.last = item.version;
      this.events++;
      this.kinds.add(item.event.__typename);
    }
    this.wake?.();
  }

  /** Until the game moves past `version`, or 10 s pass. */
  async waitPast(version: number): Promise<void> {
    if (this.error) throw this.error;
    if (this.last > version) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const woke = new Promise<void>((resolve) => (this.wake = resolve));
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, 10_000)));
    await Promise.race([woke, timeout]);
    clearTimeout(timer);
    this.wake = undefined;
  }

  /** Until the subscription has delivered `version`, then closes it. */
  async finish(version: number): Promise<void> {
    const deadline = Date.now() + 30_000;
    while (this.last < version && !this.error && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    this.close();
    await this.done;
    if (this.error) throw this.error;
    assert.equal(this.last, version, "the subscription delivered every event up to the end");
  }
}

/** Every event of the log, a page of `eventsConnection` at a time: their versions. */
async function pagedVersions(api: GraphQL, gameId: string): Promise<number[]> {
  const versions: number[] = [];
  let after: string | null = null;
  for (;;) {
    const page: ops.EventsPageQuery["eventsConnection"] = (
      await api.run(ops.EventsPageDocument, { gameId, first: 100, after })
    ).eventsConnection;
    versions.push(...page.edges.map((edge) => edge.node.version));
    if (!page.pageInfo.hasNextPage) return versions;
    after = page.pageInfo.endCursor;
  }
}

/** The log read by pages is the log the subscription delivered: 1..=version, in order. */
async function checkPaged(api: GraphQL, gameId: string, version: number): Promise<void> {
  const versions = await pagedVersions(api, gameId);
  assert.deepEqual(versions, Array.from({ length: version }, (_, i) => i + 1), "eventsConnection pages the whole log");
}

function base(): string {
  if (!BASE_URL) throw new Error("TEG_BASE_URL is not set");
  return BASE_URL;
}

async function signIn(api: GraphQL, name: string): Promise<string> {
  const session = (await api.run(ops.SignInAsGuestDocument, { displayName: name })).signInAsGuest;
  assert.equal(session.user.kind, "guest");
  api.token = session.token;
  return session.user.id;
}

async function game(api: GraphQL, id: string): Promise<ops.GameQuery["game"]> {
  return (await api.run(ops.GameDocument, { id })).game;
}

function riskView(board: Board): Extract<Board, { __typename: "RiskView" }> {
  assert.equal(board.__typename, "RiskView", "a Revancha game answers a RiskView");
  return board as Extract<Board, { __typename: "RiskView" }>;
}

function teg2View(board: Board): Extract<Board, { __typename: "Teg2GameView" }> {
  assert.equal(board.__typename, "Teg2GameView", "a TEG II game answers a Teg2GameView");
  return board as Extract<Board, { __typename: "Teg2GameView" }>;
}

/** Exchange, move in, place on the front, attack with an edge, end the turn; refuse pacts. */
function chooseRisk(
  actions: RiskAction[],
  view: ReturnType<typeof riskView>,
  neighbours: Map<string, string[]>,
  me: string,
): RiskAction {
  const countries = new Map(view.countries.map((c) => [c.id, c]));
  const armies = (id: string) => countries.get(id)?.armies ?? 0;
  const isFront = (id: string) => (neighbours.get(id) ?? []).some((n) => countries.get(n)?.owner !== me);
  const by = <K extends RiskAction["__typename"]>(kind: K) =>
    actions.filter((a): a is Extract<RiskAction, { __typename: K }> => a.__typename === kind);

  const exchange = by("RiskCommandExchange")[0];
  if (exchange) return exchange;
  const moveIn = by("RiskCommandMoveIn");
  if (moveIn.length) return moveIn.reduce((a, b) => (b.armies > a.armies ? b : a));
  const place = by("RiskCommandPlace");
  if (place.length) {
    const front = place.filter((p) => isFront(p.country));
    const pool = front.length ? front : place;
    return pool.reduce((a, b) =>
      b.armies > a.armies || (b.armies === a.armies && armies(b.country) > armies(a.country)) ? b : a,
    );
  }
  const attacks = by("RiskCommandAttack").filter((a) => armies(a.from) >= 3 && armies(a.from) > armies(a.to));
  if (attacks.length) {
    return attacks.reduce((a, b) => (armies(b.from) - armies(b.to) > armies(a.from) - armies(a.to) ? b : a));
  }
  const end = by("RiskCommandEndTurn")[0];
  if (end) return end;
  const refuse = by("RiskCommandRefusePact")[0];
  if (refuse) return refuse;
  return actions[0]!;
}

/** One legal Revancha action, sent as its own typed mutation. */
async function playRisk(api: GraphQL, gameId: string, action: RiskAction, expectedVersion: number): Promise<number> {
  const at = { gameId, expectedVersion };
  switch (action.__typename) {
    case "RiskCommandPlace":
      return (await api.run(ops.PlaceDocument, { ...at, country: action.country, armies: action.armies })).place.version;
    case "RiskCommandExchange":
      return (await api.run(ops.ExchangeDocument, { ...at, cards: action.cards, continents: action.continents })).exchange
        .version;
    case "RiskCommandMoveIn":
      return (await api.run(ops.MoveInDocument, { ...at, armies: action.armies })).moveIn.version;
    case "RiskCommandAttack":
      return (await api.run(ops.AttackDocument, { ...at, from: action.from, to: action.to })).attack.version;
    case "RiskCommandEndTurn":
      return (await api.run(ops.EndTurnDocument, at)).endTurn.version;
    case "RiskCommandRefusePact":
      return (await api.run(ops.RefusePactDocument, { ...at, pact: action.pact })).refusePact.version;
    default:
      throw new Error(`the policy chose ${action.__typename}, which this test does not send`);
  }
}

test("graphql: a guest plays a whole Revancha game against two bots with graphql-codegen's operations", needsServer, async (t) => {
  const started = performance.now();
  const api = new GraphQL(base());
  const me = await signIn(api, "GraphQL Revancha");

  const map = (await api.run(ops.EditionMapDocument, { ruleset: "revancha" })).map;
  assert.equal(map.ruleset, "revancha");
  const neighbours = new Map<string, string[]>();
  for (const [a, b] of map.borders) {
    if (a === undefined || b === undefined) continue;
    neighbours.set(a, [...(neighbours.get(a) ?? []), b]);
    neighbours.set(b, [...(neighbours.get(b) ?? []), a]);
  }

  const created = (
    await api.run(ops.CreateGameDocument, {
      ruleset: "revancha",
      maxPlayers: 3,
      seats: [{ bot: "greedy" }, { bot: "greedy" }],
      options: { max_rounds: MAX_ROUNDS },
    })
  ).createGame;
  assert.equal(created.ruleset, "revancha");
  assert.equal(created.status, "lobby");
  const myColor = created.seats.find((s) => s.userId === me)?.color;
  assert.ok(myColor, "the creator holds a seat with a colour");
  const gameId = created.id;

  const follower = api.follow(gameId);
  t.after(() => follower.close());
  const startedAt = (await api.run(ops.StartGameDocument, { gameId })).startGame.version;
  assert.ok(startedAt > 0);

  let actions = 0;
  let conflicts = 0;
  while (actions < MAX_ACTIONS) {
    const legal = (await api.run(ops.LegalActionsDocument, { gameId })).legalActions;
    if (follower.error) throw follower.error;
    if (legal.actions.length === 0) {
      const now = await game(api, gameId);
      if (now.status === "finished" || now.status === "aborted") break;
      await follower.waitPast(legal.version);
      continue;
    }
    const view = riskView((await game(api, gameId)).boardView);
    const action = chooseRisk(legal.actions, view, neighbours, myColor);
    debug("graphql revancha", legal.version, action.__typename);
    try {
      assert.ok((await playRisk(api, gameId, action, legal.version)) > legal.version);
      actions++;
    } catch (error) {
      // a bot moved in between: read the list again
      if (error instanceof GraphQLFault && error.code === "VERSION_CONFLICT") {
        conflicts++;
        continue;
      }
      throw error;
    }
  }

  const end = await game(api, gameId);
  assert.equal(end.status, "finished", `the game ends within ${MAX_ACTIONS} actions`);
  const view = riskView(end.boardView);
  await follower.finish(view.version);
  await checkPaged(api, gameId, view.version);
  assert.ok(follower.kinds.has("RiskEventGameStarted"), "the subscription told the start");
  assert.ok(
    follower.kinds.has("RiskEventGameWon") || follower.kinds.has("RiskEventRoundCapReached"),
    "the subscription told the end",
  );
  assert.ok(follower.yourTurns > 0, "the subscription told the guest its turns");
  t.diagnostic(
    `graphql revancha: finished in ${elapsed(started)}; ${actions} actions by the guest (${conflicts} version conflicts), ` +
      `${view.version} events over the subscription (${follower.yourTurns} YourTurn), round ${view.round}, ` +
      `winner ${view.winner ?? "none"} (${view.endReason ?? "?"})`,
  );
});

/** The guest's commit–reveal secrets (T2-SEC-2): the choice and nonce of each window. */
class Secrets {
  private readonly kept = new Map<string, { choice: string; nonce: string }>();
  private readonly used = new Map<string, string[]>();

  constructor(readonly binding: string) {}

  async commit(window: string, power: string, choice: string): Promise<string> {
    const nonce = randomNonce();
    this.kept.set(`${window}|${power}`, { choice, nonce });
    return commitment(this.binding, window, power, choice, nonce);
  }

  revealed(window: string, power: string): { choice: string; nonce: string } {
    const secret = this.kept.get(`${window}|${power}`);
    assert.ok(secret, `a secret was kept for window ${window}`);
    return secret;
  }

  /** The most valuable token kind this power has not placed yet. */
  nextKind(power: string): string {
    const used = this.used.get(power) ?? [];
    const kind = TOKEN_KINDS.filter((k) => !used.includes(k)).at(-1) ?? TOKEN_KINDS[0]!;
    this.used.set(power, [...used, kind]);
    return kind;
  }
}

/** Every unit on one land region where the opponents are strongest, the special unit with them. */
function incorporate(
  step: StepOf<"Teg2LegalIncorporate">,
  land: Set<string>,
  forces: { region: string; seat: number; ordinary: number; special: boolean }[],
  seat: number,
): ops.Teg2CommandInput {
  const candidates = step.regions.filter((r) => land.has(r));
  const enemy = (region: string) =>
    forces.filter((f) => f.region === region && f.seat !== seat).reduce((n, f) => n + f.ordinary + (f.special ? 1 : 0), 0);
  const target = candidates.filter((r) => enemy(r) > 0).sort((a, b) => enemy(b) - enemy(a))[0] ?? candidates[0];
  const where = target ?? step.regions[0];
  const unit = step.kinds.includes("army") ? "army" : step.kinds[0];
  const units = step.units > 0 && unit && where ? [{ region: where, unit, count: step.units }] : [];
  const special = step.special ? (target ?? step.regions[0] ?? null) : null;
  return { incorporate: { power: step.power, units, special, rocket: null } };
}

test("graphql: a guest plays a whole TEG II game against two bots with graphql-codegen's operations", needsServer, async (t) => {
  const started = performance.now();
  const api = new GraphQL(base());
  const me = await signIn(api, "GraphQL TEG II");

  const map = (await api.run(ops.Teg2MapDocument, { board: "americas" })).teg2Map;
  const land = new Set(map.regions.filter((r) => r.kind === "land").map((r) => r.id));
  assert.ok(land.size > 0 && land.size < map.regions.length, "the Americas have land and sea");

  const created = (
    await api.run(ops.CreateGameDocument, {
      ruleset: "teg2",
      maxPlayers: 3,
      seats: [{ bot: "greedy" }, { bot: "greedy" }],
      options: { level: "basic", board: "americas" },
    })
  ).createGame;
  assert.equal(created.ruleset, "teg2");
  const mySeat = created.seats.find((s) => s.userId === me)?.seat;
  assert.ok(mySeat !== undefined, "the creator holds a seat");
  const gameId = created.id;

  const follower = api.follow(gameId);
  t.after(() => follower.close());
  await api.run(ops.StartGameDocument, { gameId });
  const binding = teg2View((await game(api, gameId)).boardView).teg2?.binding;
  assert.equal(binding, gameId, "a game not imported binds its commitments to its id");
  const secrets = new Secrets(binding);

  const counts = { actions: 0, commits: 0, reveals: 0, conflicts: 0, refused: 0, announces: 0 };
  let announcesThisTurn = 0;
  while (counts.actions < MAX_ACTIONS) {
    const legal = (await api.run(ops.LegalActionsDocument, { gameId })).legalActions;
    assert.deepEqual(legal.actions, [], "TEG II lists its steps under teg2, not actions");
    if (follower.error) throw follower.error;
    const steps = legal.teg2 ?? [];
    if (steps.length === 0) {
      const now = await game(api, gameId);
      if (now.status === "finished" || now.status === "aborted") break;
      await follower.waitPast(legal.version);
      continue;
    }
    const isReveal = (s: Teg2Step) => s.__typename.startsWith("Teg2LegalReveal");
    const isCommit = (s: Teg2Step) =>
      s.__typename === "Teg2LegalPlaceObjective" || s.__typename.startsWith("Teg2LegalCommit");
    // reveals first, then commits, then the rest
    const step = steps.find(isReveal) ?? steps.find(isCommit) ?? steps[0]!;
    let command: ops.Teg2CommandInput;
    switch (step.__typename) {
      case "Teg2LegalRevealObjective": {
        const { choice, nonce } = secrets.revealed(step.window, step.power);
        command = { revealObjective: { power: step.power, token: step.token, kind: choice, nonce } };
        break;
      }
      case "Teg2LegalRevealSplit": {
        const { choice, nonce } = secrets.revealed(step.window, step.power);
        command = { revealSplit: { power: step.power, split: choice, nonce } };
        break;
      }
      case "Teg2LegalRevealIntercept": {
        const { choice, nonce } = secrets.revealed(step.window, step.power);
        command = { revealIntercept: { power: step.power, intercept: choice === "intercept", nonce } };
        break;
      }
      case "Teg2LegalPlaceObjective": {
        const region = step.regions[counts.commits % step.regions.length]!;
        const kind = secrets.nextKind(step.power);
        command = { placeObjective: { power: step.power, region, commitment: await secrets.commit(step.window, step.power, kind) } };
        break;
      }
      case "Teg2LegalCommitSplit": {
        const split = defaultSplit({ ordinary: step.ordinary, special: step.special, aircraft: step.aircraft });
        command = { commitSplit: { power: step.power, commitment: await secrets.commit(step.window, step.power, split) } };
        break;
      }
      case "Teg2LegalCommitIntercept": {
        const choice = counts.commits % 2 === 0 ? "intercept" : "pass";
        command = { commitIntercept: { power: step.power, commitment: await secrets.commit(step.window, step.power, choice) } };
        break;
      }
      case "Teg2LegalIncorporate": {
        const view = teg2View((await game(api, gameId)).boardView);
        const forces = view.teg2?.tables.flatMap((table) => table.forces) ?? [];
        command = incorporate(step, land, forces, mySeat);
        break;
      }
      case "Teg2LegalReinforce": {
        const moves = step.sources
          .map((s) => ({ region: s.region, ordinary: Math.min(s.ordinary, step.perCrossing ?? s.ordinary) }))
          .filter((m) => m.ordinary > 0);
        command = { reinforce: { power: step.power, moves } };
        break;
      }
      case "Teg2LegalRetreat":
        command = { retreat: { power: step.power, moves: step.plan.moves } };
        break;
      case "Teg2LegalLaunch":
        command = { launch: { power: step.power, target: step.targets[0]! } };
        break;
      default: {
        // the attack turn: a couple of combats, then end it
        const announce = steps.find((s): s is StepOf<"Teg2LegalAnnounce"> => s.__typename === "Teg2LegalAnnounce");
        const end = steps.find((s): s is StepOf<"Teg2LegalEndTurn"> => s.__typename === "Teg2LegalEndTurn");
        if (announce && (announcesThisTurn < 2 || !end)) {
          announcesThisTurn++;
          counts.announces++;
          command = { announce: { power: announce.power, region: announce.region, opponent: announce.opponent } };
        } else {
          announcesThisTurn = 0;
          assert.ok(end, `a step this test knows: ${step.__typename}`);
          command = { endTurn: { power: end.power } };
        }
      }
    }
    debug("graphql teg2", legal.version, Object.keys(command)[0]);

    try {
      await api.run(ops.Teg2ActDocument, { gameId, command, expectedVersion: legal.version });
      counts.actions++;
      if (command.placeObjective || command.commitSplit || command.commitIntercept) counts.commits++;
      if (command.revealObjective || command.revealSplit || command.revealIntercept) counts.reveals++;
    } catch (error) {
      if (error instanceof GraphQLFault && error.code === "VERSION_CONFLICT") {
        counts.conflicts++;
        continue;
      }
      if (error instanceof GraphQLFault && command.reinforce) {
        // a reinforcement the rules refuse (T2-REI-5): bring none instead
        counts.refused++;
        const none = { reinforce: { power: command.reinforce.power, moves: [] } };
        await api.run(ops.Teg2ActDocument, { gameId, command: none, expectedVersion: legal.version });
        counts.actions++;
        continue;
      }
      throw error;
    }
  }

  const end = await game(api, gameId);
  assert.equal(end.status, "finished", `the game ends within ${MAX_ACTIONS} actions`);
  const view = teg2View(end.boardView);
  await follower.finish(view.version);
  await checkPaged(api, gameId, view.version);
  assert.ok(follower.kinds.has("Teg2LoggedTeg2Started"), "the subscription told the start");
  assert.ok(counts.commits >= 5, "five objective tokens were committed");
  assert.ok(counts.reveals >= 5, "and revealed");
  const winners = view.teg2?.scores?.winners ?? [];
  assert.ok(winners.length > 0, "the scores name the winners");
  t.diagnostic(
    `graphql teg2: finished in ${elapsed(started)}; ${counts.actions} actions by the guest ` +
      `(${counts.commits} commits, ${counts.reveals} reveals, ${counts.announces} combats, ` +
      `${counts.conflicts} version conflicts, ${counts.refused} reinforcements refused), ` +
      `${view.version} events over the subscription (${follower.yourTurns} YourTurn); winners ${winners.join(", ")}`,
  );
});

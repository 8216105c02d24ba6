// Sessions, tokens, idempotency and problems against the real server.
import assert from "node:assert/strict";
import { after, test } from "node:test";
import { ProblemError } from "../src/index.js";
import type { Middleware } from "openapi-fetch";
import { mismatches, needsServer, newClient, reportMismatches, unique } from "./helpers.js";

after(() => reportMismatches());

test("server: guest sign-in, refresh rotation, single-flight, reuse detection", needsServer, async () => {
  const c = await newClient();
  const answer = await c.signInAsGuest("Rotating guest");
  assert.equal(answer.user.kind, "guest");
  assert.ok(answer.expires_in > 0);
  const me = await c.me();
  assert.equal(me.id, answer.user.id);

  // five concurrent refreshes: one request, one new pair, no REFRESH_REUSED
  const pairs = await Promise.all(Array.from({ length: 5 }, () => c.refresh()));
  assert.equal(new Set(pairs.map((p) => p.refresh_token)).size, 1);
  assert.equal(c.session.refreshCount, 1);
  assert.notEqual(pairs[0]!.refresh_token, answer.refresh_token, "the refresh token rotated");
  assert.equal((await c.me()).id, answer.user.id, "the new token works");

  // presenting the retired refresh token again is REFRESH_REUSED, and revokes the session
  const raw = await newClient();
  const reused = await raw.api
    .POST("/v1/auth/refresh", { body: { refresh_token: answer.refresh_token } })
    .catch((e: unknown) => e);
  assert.ok(reused instanceof ProblemError, "refused");
  assert.equal(reused.status, 401);
  assert.equal(reused.code, "REFRESH_REUSED");
  const after = await c.refresh().catch((e: unknown) => e);
  assert.ok(after instanceof ProblemError && after.status === 401, "the whole session is revoked");
  assert.equal(c.session.state, null, "and the client forgot it");
});

test("server: a 401 is refreshed and retried once; a near expiry is refreshed first", needsServer, async () => {
  let skew = 0;
  const c = await newClient({ now: () => Date.now() + skew });
  const answer = await c.signInAsGuest("Refreshing guest");
  // a broken access token (as after a server restart with a new key): 401, refresh, retry
  c.useToken("not-a-valid-token", answer.refresh_token);
  const me = await c.me();
  assert.equal(me.id, answer.user.id);
  assert.equal(c.session.refreshCount, 1);
  // the clock runs to 20 s before expiry: the next call refreshes before it is sent
  const token = c.session.state!.token;
  skew = c.session.state!.expiresAt! - Date.now() - 20_000;
  await c.me();
  assert.equal(c.session.refreshCount, 2);
  assert.notEqual(c.session.state!.token, token);
});

test("server: register, log in, personal token with scopes, log out", needsServer, async () => {
  const username = unique("sdk");
  const password = "correct horse battery staple";
  const c = await newClient();
  const reg = await c.register(username, password);
  assert.equal(reg.user.kind, "user");
  const again = await c.register(username, password).catch((e: unknown) => e);
  assert.ok(again instanceof ProblemError && again.code === "USERNAME_TAKEN" && again.status === 409);

  const d = await newClient();
  await d.logIn(username, password);
  const bad = await (await newClient()).logIn(username, "wrong password!!").catch((e: unknown) => e);
  assert.ok(bad instanceof ProblemError && bad.code === "BAD_CREDENTIALS", "BAD_CREDENTIALS is not a stale session");

  const created = await d.api.POST("/v1/me/tokens", { body: { name: "read-only bot", scopes: ["read"] } });
  const token = created.data?.token;
  assert.ok(token, "the token is shown once, at creation");
  const lobby = await d.createGame({ ruleset: "classic", max_players: 3 });
  const e = await newClient();
  e.useToken(token);
  assert.equal(e.session.state!.kind, "personal");
  assert.equal((await e.getGame(lobby.id)).id, lobby.id, "read: allowed");
  // play: missing (an operation that documents its 403)
  const refused = await e.play(lobby.id, { type: "end_turn" }).catch((err: unknown) => err);
  assert.ok(refused instanceof ProblemError, String(refused));
  assert.equal(refused.code, "SCOPE_MISSING");
  assert.equal(refused.status, 403);

  await d.logOut();
  assert.equal(d.session.state, null);
});

test("server: idempotency keys, automatic and replayed", needsServer, async () => {
  const sent: Headers[] = [];
  const spy: Middleware = {
    onRequest({ request }) {
      sent.push(new Headers(request.headers));
      return undefined;
    },
  };
  const c = await newClient({ middleware: [spy] });
  await c.signInAsGuest("Idempotent guest");
  sent.length = 0;
  const a = await c.createGame({ ruleset: "classic", max_players: 3 });
  const b = await c.createGame({ ruleset: "classic", max_players: 3 });
  assert.notEqual(a.id, b.id, "two requests, two keys, two lobbies");
  const keys = sent.map((h) => h.get("idempotency-key"));
  assert.equal(keys.length, 2);
  assert.ok(keys[0] && keys[1] && keys[0] !== keys[1]);

  // the same key again: the same answer, replayed
  const key = `sdk-test-${unique("")}`;
  const first = await c.api.POST("/v1/games", { body: { ruleset: "classic", max_players: 3 }, headers: { "Idempotency-Key": key } });
  const second = await c.api.POST("/v1/games", { body: { ruleset: "classic", max_players: 3 }, headers: { "Idempotency-Key": key } });
  assert.equal(second.data!.id, first.data!.id);
  assert.equal(second.response.headers.get("idempotent-replayed"), "true");
  // another request under a used key
  const reused = await c.api
    .POST("/v1/games", { body: { ruleset: "classic", max_players: 4 }, headers: { "Idempotency-Key": key } })
    .catch((e: unknown) => e);
  assert.ok(reused instanceof ProblemError && reused.code === "IDEMPOTENCY_KEY_REUSED" && reused.status === 422);
});

test("server: refusals are ProblemErrors (404, 409, 422 with a rule); ETag gives 304", needsServer, async () => {
  const c = await newClient();
  const me = await c.signInAsGuest("Refused guest");
  const missing = await c.getGame("00000000-0000-4000-8000-000000000000").catch((e: unknown) => e);
  assert.ok(missing instanceof ProblemError);
  assert.equal(missing.status, 404);
  assert.equal(missing.code, "GAME_NOT_FOUND");
  assert.equal(missing.type, "/problems/GAME_NOT_FOUND");

  const game = await c.createGame({ ruleset: "classic", max_players: 3, seats: [{ bot: "greedy" }, { bot: "random" }] });
  const early = await c.play(game.id, { type: "end_turn" }).catch((e: unknown) => e);
  assert.ok(early instanceof ProblemError && early.status === 409, `${String(early)}`);

  await c.startGame(game.id);
  // wait for the guest's first placement, then place on a country that is not theirs
  let legal = await c.legalActions(game.id);
  for (let i = 0; i < 100 && legal.actions.length === 0; i++) {
    await c.listEventsOnce(game.id, legal.version, 2);
    legal = await c.legalActions(game.id);
  }
  const view = await c.getGame(game.id);
  const myColor = game.seats.find((s) => s.user_id === me.user.id)!.color;
  const foreign = (view as { countries?: { id: string; owner: string }[] }).countries!.find((x) => x.owner !== myColor)!;
  const rule = await c
    .play(game.id, { type: "place", country: foreign.id as never, armies: 1 }, legal.version)
    .catch((e: unknown) => e);
  assert.ok(rule instanceof ProblemError, String(rule));
  assert.equal(rule.status, 422);
  assert.ok(rule.rule && /^R-/.test(rule.rule), `a rule id (${rule.rule})`);

  // If-None-Match: a bodiless 304 while nothing changed (not an error)
  const first = await c.api.GET("/v1/games/{id}", { params: { path: { id: game.id } } });
  const etag = first.response.headers.get("etag");
  assert.ok(etag);
  const second = await c.api.GET("/v1/games/{id}", {
    params: { path: { id: game.id } },
    headers: { "If-None-Match": etag },
  });
  if (second.response.status === 304) assert.equal(second.data, undefined);
  else assert.equal(second.response.status, 200, "the game moved meanwhile (a bot)");
  assert.equal(mismatches.length, 0);
});

/** A fetch that loses the answer of the first request to `path` (sent, carried out, then a network error). */
function losingFirstAnswer(path: RegExp): { fetch: typeof fetch; lost: () => number } {
  let lost = 0;
  const lossy = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const response = await fetch(request);
    if (lost === 0 && path.test(new URL(request.url).pathname)) {
      lost++;
      await response.body?.cancel();
      throw new TypeError("fetch failed (the answer was lost on the way back)");
    }
    return response;
  };
  return { fetch: lossy as typeof fetch, lost: () => lost };
}

test("server: a refresh whose answer is lost is never replayed: its retry is a reuse that ends the session", needsServer, async () => {
  // An answer that holds secrets is never kept under its key (issue 47), so
  // the retried refresh presents a retired secret: REFRESH_REUSED.
  const net = losingFirstAnswer(/^\/v1\/auth\/refresh$/);
  const c = await newClient({ fetch: net.fetch, retry: { baseDelayMs: 10 } });
  await c.signInAsGuest("Unlucky guest");
  await assert.rejects(c.refresh(), (e: unknown) => e instanceof ProblemError && e.code === "REFRESH_REUSED");
  assert.equal(net.lost(), 1, "the first answer was lost");
});

test("server: an action whose answer is lost applies exactly once", needsServer, async () => {
  const net = losingFirstAnswer(/\/actions$/);
  const c = await newClient({ fetch: net.fetch, retry: { baseDelayMs: 10 } });
  await c.signInAsGuest("Unlucky player");
  const game = await c.createGame({ ruleset: "classic", max_players: 3, seats: [{ bot: "greedy" }, { bot: "random" }] });
  await c.startGame(game.id);
  let legal = await c.legalActions(game.id);
  for (let i = 0; i < 100 && legal.actions.length === 0; i++) {
    await c.listEventsOnce(game.id, legal.version, 2);
    legal = await c.legalActions(game.id);
  }
  const batch = await c.play(game.id, legal.actions[0]!, legal.version);
  assert.equal(net.lost(), 1, "the first answer was lost, the retry was replayed");
  assert.equal(batch.events[0]!.version, legal.version + 1, "applied once, at the version it was meant for");
});

// Retries (network errors, 429, 503, Retry-After, bounded attempts),
// idempotency keys reused across the retries of one request, and refusals
// thrown as ProblemError, against a local node:http server.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { ProblemError, TegClient, budgetWaitMs, createTransport, parseRetryAfter } from "../src/index.js";
import type { RetryInfo } from "../src/index.js";
import { json, localServer, problem } from "./local-server.js";
import type { LocalServer } from "./local-server.js";

const lobby = { id: "g1", ruleset: "classic", status: "lobby" };
let server: LocalServer;
/** What the next requests to each path get, in order; then 201 lobby. */
const script = new Map<string, (string | number)[]>();

before(async () => {
  server = await localServer((req, res, raw) => {
    const steps = script.get(req.path) ?? [];
    const step = steps.shift();
    if (step === "drop") {
      raw.socket.destroy(); // a network error for the client
      return;
    }
    if (step === "in-flight") {
      problem(res, 409, "IDEMPOTENCY_KEY_IN_FLIGHT", { headers: { "retry-after": "0" } });
      return;
    }
    if (typeof step === "number") {
      const code = step === 429 ? "RATE_LIMITED" : step === 503 ? "DATABASE_UNAVAILABLE" : "NOT_ADJACENT";
      const retryAfter = step === 503 && steps.includes("slow") ? "1" : steps.includes("long") ? "3600" : "0";
      problem(res, step, code, {
        rule: step === 422 ? "R-CMP-1" : null,
        detail: step === 422 ? "argentina does not border mexico" : undefined,
        headers: step === 422 ? {} : { "retry-after": retryAfter },
      });
      return;
    }
    json(res, req.method === "POST" ? 201 : 200, lobby);
  });
});
after(() => server.close());

function client(retries: RetryInfo[] = [], maxAttempts = 4): TegClient {
  const c = new TegClient({
    baseUrl: server.url,
    retry: { maxAttempts, baseDelayMs: 5, maxBackoffMs: 20, onRetry: (i) => retries.push(i) },
  });
  c.useToken("a-personal-token");
  return c;
}

function seen(path: string) {
  return server.requests.filter((r) => r.path === path);
}

test("retry: 503 then 200, waiting Retry-After seconds, with the same Idempotency-Key", async () => {
  const path = "/v1/games";
  server.requests.length = 0;
  script.set(path, [503, "slow"]);
  const retries: RetryInfo[] = [];
  const t0 = performance.now();
  const game = await client(retries).createGame({ ruleset: "classic", max_players: 3 });
  const waited = performance.now() - t0;
  assert.equal(game.id, "g1");
  const reqs = seen(path);
  assert.equal(reqs.length, 2);
  assert.ok(waited >= 950, `waited ${waited} ms for Retry-After: 1`);
  assert.deepEqual(
    retries.map((r) => [r.reason, r.delayMs]),
    [[503, 1000]],
  );
  const key = reqs[0]!.headers["idempotency-key"];
  assert.match(String(key), /^[0-9a-f-]{36}$/);
  assert.equal(reqs[1]!.headers["idempotency-key"], key, "the retry carries the same key");
  assert.equal(reqs[1]!.body, reqs[0]!.body, "and the same body");
  assert.equal(reqs[0]!.headers.authorization, "Bearer a-personal-token");
});

test("retry: 429 twice then 200", async () => {
  const path = "/v1/games/g1/start";
  script.set(path, [429, 429]);
  const retries: RetryInfo[] = [];
  await client(retries).startGame("g1");
  const reqs = seen(path);
  assert.equal(reqs.length, 3);
  assert.equal(new Set(reqs.map((r) => r.headers["idempotency-key"])).size, 1);
  assert.deepEqual(
    retries.map((r) => r.reason),
    [429, 429],
  );
});

test("retry: a dropped connection is retried with the same key", async () => {
  const path = "/v1/games/g1/actions";
  script.set(path, ["drop"]);
  const retries: RetryInfo[] = [];
  await client(retries).play("g1", { type: "end_turn" }, 12);
  const reqs = seen(path);
  assert.equal(reqs.length, 2);
  assert.equal(reqs[0]!.headers["idempotency-key"], reqs[1]!.headers["idempotency-key"]);
  assert.deepEqual(JSON.parse(reqs[1]!.body), { action: { type: "end_turn" }, expected_version: 12 });
  assert.equal(retries[0]!.reason, "network");
});

test("retry: 409 IDEMPOTENCY_KEY_IN_FLIGHT is retried after Retry-After", async () => {
  const path = "/v1/games/g1/join";
  script.set(path, ["in-flight"]);
  await client().api.POST("/v1/games/{id}/join", { params: { path: { id: "g1" } }, body: {} });
  assert.equal(seen(path).length, 2);
});

test("retry: bounded; the last answer is thrown as a ProblemError", async () => {
  const path = "/v1/games/g2";
  script.set(path, [503, 503, 503, 503, 503]);
  const err = await client([], 3)
    .getGame("g2")
    .then(
      () => assert.fail("expected a refusal"),
      (e: unknown) => e,
    );
  assert.ok(err instanceof ProblemError);
  assert.equal(err.status, 503);
  assert.equal(err.code, "DATABASE_UNAVAILABLE");
  assert.equal(err.retryAfter, 0);
  assert.equal(seen(path).length, 3, "three attempts in all");
  script.delete(path);
});

test("retry: a Retry-After beyond the limit is not waited for", async () => {
  const path = "/v1/games/g3";
  script.set(path, [429, "long"]);
  const t0 = performance.now();
  const err = await client()
    .getGame("g3")
    .catch((e: unknown) => e);
  assert.ok(err instanceof ProblemError && err.code === "RATE_LIMITED");
  assert.equal(err.retryAfter, 3600);
  assert.ok(performance.now() - t0 < 1000);
  assert.equal(seen(path).length, 1);
});

test("refusals: a 422 is thrown once, as a typed ProblemError with the RFC 9457 fields", async () => {
  const path = "/v1/games/g4/actions";
  script.set(path, [422]);
  const err = await client()
    .play("g4", { type: "attack", from: "argentina", to: "mexico" })
    .catch((e: unknown) => e);
  assert.ok(err instanceof ProblemError);
  assert.equal(err.status, 422);
  assert.equal(err.code, "NOT_ADJACENT");
  assert.equal(err.rule, "R-CMP-1");
  assert.equal(err.type, "/problems/NOT_ADJACENT");
  assert.equal(err.detail, "argentina does not border mexico");
  assert.ok(err.is("NOT_ADJACENT"));
  assert.equal(err.request?.method, "POST");
  assert.equal(seen(path).length, 1, "never retried");
});

test("idempotency: one key per request, none on GET, a caller's own key kept", async () => {
  server.requests.length = 0;
  const c = client();
  await c.createGame({ ruleset: "classic" });
  await c.createGame({ ruleset: "classic" });
  await c.getGame("g1");
  await c.api.POST("/v1/games", { body: { ruleset: "classic" }, headers: { "Idempotency-Key": "my-own-key" } });
  const keys = server.requests.map((r) => r.headers["idempotency-key"]);
  assert.equal(keys.length, 4);
  assert.notEqual(keys[0], keys[1]);
  assert.equal(keys[2], undefined);
  assert.equal(keys[3], "my-own-key");
});

test("retry-after: seconds and HTTP dates", () => {
  assert.equal(parseRetryAfter("3"), 3);
  assert.equal(parseRetryAfter(" 0 "), 0);
  assert.equal(parseRetryAfter(null), undefined);
  assert.equal(parseRetryAfter("soon"), undefined);
  const now = Date.parse("2026-01-01T00:00:00Z");
  assert.equal(parseRetryAfter("Thu, 01 Jan 2026 00:00:05 GMT", now), 5);
  assert.equal(parseRetryAfter("Wed, 31 Dec 2025 23:00:00 GMT", now), 0);
});

test("a non-problem error body still becomes a ProblemError", async () => {
  const s = await localServer((_req, res) => {
    res.writeHead(502, { "content-type": "text/html" });
    res.end("<h1>Bad gateway</h1>");
  });
  try {
    const c = new TegClient({ baseUrl: s.url, retry: { maxAttempts: 1 } });
    const err = await c.getGame("x").catch((e: unknown) => e);
    assert.ok(err instanceof ProblemError);
    assert.equal(err.status, 502);
    assert.equal(err.code, "HTTP_502");
    assert.match(err.detail, /Bad gateway/);
  } finally {
    await s.close();
  }
});

test("pacing: an answer with no request left makes the next one wait one request's refill", async () => {
  const policy = { "ratelimit-policy": '"requests";q=10;w=2' };
  const answers = [
    { ratelimit: '"requests";r=1;t=1', ...policy },
    { ratelimit: '"requests";r=0;t=2', ...policy },
    { ratelimit: '"requests";r=0;t=2', ...policy },
    {},
  ];
  let clock = 1_000;
  const waits: number[] = [];
  const fetch = async () => new Response("{}", { status: 200, headers: answers.shift() ?? {} });
  const paced = createTransport({
    fetch,
    now: () => clock,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  await paced("http://127.0.0.1/v1/me");
  await paced("http://127.0.0.1/v1/me");
  assert.deepEqual(waits, [], "a request was left, then the last one went");
  await paced("http://127.0.0.1/v1/me");
  assert.deepEqual(waits, [200], "none left: w / q = 0.2 s");
  clock += 5_000;
  await paced("http://127.0.0.1/v1/me");
  assert.deepEqual(waits, [200], "the refill came meanwhile");
  assert.equal(budgetWaitMs(new Headers({ ratelimit: '"requests";r=3;t=1', ...policy })), 0);
  assert.equal(budgetWaitMs(new Headers()), 0, "no budget told, no pace");
});

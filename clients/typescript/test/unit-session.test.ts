// Sessions against a local server that rotates refresh tokens like the real
// one (a retired token presented again is 401 REFRESH_REUSED and revokes the
// session): single-flight refresh, refresh-and-retry after a 401, refresh
// shortly before expiry.
import assert from "node:assert/strict";
import { after, before, beforeEach, test } from "node:test";
import { ProblemError, TegClient, decodeJwt, jwtExpiry } from "../src/index.js";
import type { SessionChange } from "../src/index.js";
import { fakeJwt, json, localServer, problem } from "./local-server.js";
import type { LocalServer } from "./local-server.js";

let server: LocalServer;
const state = {
  n: 0,
  valid: new Set<string>(), // access tokens accepted now
  refresh: new Map<string, "live" | "retired">(),
  refreshes: 0,
  revoked: false,
  refreshDelayMs: 30,
};

function issue(res: Parameters<typeof json>[0], status: number): void {
  state.n++;
  const token = fakeJwt({ sub: "u1", sid: "s1", exp: Math.floor(Date.now() / 1000) + 900, n: state.n });
  const refreshToken = `r${state.n}`;
  state.valid.add(token);
  state.refresh.set(refreshToken, "live");
  json(res, status, {
    token,
    refresh_token: refreshToken,
    expires_in: 900,
    user: { id: "u1", username: "guest-1", display_name: "G", kind: "guest" },
    user_id: "u1",
    expires_at: Math.floor(Date.now() / 1000) + 900,
    session_id: "s1",
  });
}

before(async () => {
  server = await localServer(async (req, res) => {
    if (req.path === "/v1/auth/guest") return issue(res, 201);
    if (req.path === "/v1/auth/refresh") {
      state.refreshes++;
      await new Promise((r) => setTimeout(r, state.refreshDelayMs));
      const { refresh_token } = JSON.parse(req.body) as { refresh_token: string };
      const s = state.refresh.get(refresh_token);
      if (state.revoked || s === undefined) return problem(res, 401, "INVALID_TOKEN");
      if (s === "retired") {
        state.revoked = true;
        state.valid.clear();
        return problem(res, 401, "REFRESH_REUSED");
      }
      state.refresh.set(refresh_token, "retired");
      return issue(res, 200);
    }
    if (req.path === "/v1/me") {
      const token = String(req.headers.authorization ?? "").replace(/^Bearer /, "");
      if (!state.valid.has(token)) return problem(res, 401, "INVALID_TOKEN");
      return json(res, 200, { id: "u1", username: "guest-1", display_name: "G", kind: "guest", locale: "es", created_at: "2026-01-01T00:00:00Z" });
    }
    return problem(res, 404, "NOT_FOUND");
  });
});
after(() => server.close());
beforeEach(() => {
  state.valid.clear();
  state.refresh.clear();
  state.refreshes = 0;
  state.revoked = false;
  server.requests.length = 0;
});

test("session: concurrent refreshes are one request (single-flight)", async () => {
  const c = new TegClient({ baseUrl: server.url });
  await c.signInAsGuest("G");
  const before = c.session.state!;
  const answers = await Promise.all(Array.from({ length: 10 }, () => c.refresh()));
  assert.equal(state.refreshes, 1, "one refresh reached the server");
  assert.equal(new Set(answers.map((a) => a.token)).size, 1, "every caller got the same pair");
  assert.notEqual(c.session.state!.token, before.token);
  assert.equal(c.session.state!.refreshToken, answers[0]!.refresh_token, "only the newest pair is kept");
  assert.equal(state.revoked, false, "no refresh token was presented twice");
  // and a second round still works (the rotated token was kept)
  await c.refresh();
  assert.equal(state.refreshes, 2);
});

test("session: a 401 refreshes once and retries; parallel 401s share one refresh", async () => {
  const c = new TegClient({ baseUrl: server.url });
  await c.signInAsGuest("G");
  state.valid.clear(); // the access token died (expired, server restart)
  const results = await Promise.all(Array.from({ length: 5 }, () => c.me()));
  assert.equal(results.length, 5);
  assert.equal(state.refreshes, 1, "one refresh for five 401s");
  const me = server.requests.filter((r) => r.path === "/v1/me");
  assert.equal(me.length, 10, "each request was sent twice: before and after the refresh");
});

test("session: refreshed shortly before the access token expires", async () => {
  let clock = Date.now();
  const c = new TegClient({ baseUrl: server.url, now: () => clock, refreshLeewayMs: 60_000 });
  await c.signInAsGuest("G");
  const first = c.session.state!;
  assert.equal(first.expiresAt, clock + 900_000);
  await c.me();
  assert.equal(state.refreshes, 0);
  clock += 900_000 - 30_000; // 30 s before expiry: within the margin
  await c.me();
  assert.equal(state.refreshes, 1, "refreshed before sending");
  const paths = server.requests.map((r) => r.path);
  assert.deepEqual(paths.slice(-2), ["/v1/auth/refresh", "/v1/me"]);
  assert.equal(
    server.requests.filter((r) => r.path === "/v1/me" && r.headers.authorization === `Bearer ${first.token}`).length,
    1,
    "the old token was not sent after the margin",
  );
});

test("session: a reused refresh token ends the session (REFRESH_REUSED)", async () => {
  const changes: SessionChange[] = [];
  const c = new TegClient({ baseUrl: server.url, onSessionChange: (_s, change) => changes.push(change) });
  const answer = await c.signInAsGuest("G");
  await c.refresh(); // retires answer.refresh_token
  // someone replays the retired token (a copy): the server revokes the session
  const thief = new TegClient({ baseUrl: server.url });
  thief.useSession(answer);
  const stolen = await thief.refresh().catch((e: unknown) => e);
  assert.ok(stolen instanceof ProblemError && stolen.code === "REFRESH_REUSED");
  assert.equal(thief.session.state, null, "the thief's session is forgotten");
  // the owner's next refresh is refused too, and the client says so
  const err = await c.refresh().catch((e: unknown) => e);
  assert.ok(err instanceof ProblemError && err.status === 401);
  assert.equal(c.session.state, null);
  assert.deepEqual(changes, ["signed-in", "refreshed", "revoked"]);
});

test("session: a personal token is not refreshed; its 401 is thrown", async () => {
  const c = new TegClient({ baseUrl: server.url });
  c.useToken(fakeJwt({ sub: "u9", exp: Math.floor(Date.now() / 1000) + 60 }));
  assert.equal(c.session.state!.kind, "personal");
  assert.equal(c.session.state!.userId, "u9");
  const err = await c.me().catch((e: unknown) => e);
  assert.ok(err instanceof ProblemError && err.code === "INVALID_TOKEN");
  assert.equal(state.refreshes, 0);
});

test("jwt: claims and expiry decoded without verification", () => {
  const token = fakeJwt({ sub: "u1", exp: 1767225600, sid: "s" });
  assert.equal(decodeJwt(token)!.sub, "u1");
  assert.equal(jwtExpiry(token), 1767225600_000);
  assert.equal(decodeJwt("not a jwt"), null);
  assert.equal(jwtExpiry("a.b.c"), null);
});

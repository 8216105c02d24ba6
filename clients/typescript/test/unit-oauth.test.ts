// OAuth 2 with PKCE, without the service: RFC 7636's S256 (its Appendix B
// vector), the authorization URL and the callback read back, the token and
// revocation endpoints' forms and client authentication, RFC 6749 §5.2
// errors as OAuthError, the metadata's checks; and a TegClient whose session
// is a grant, against a local token endpoint that rotates refresh tokens as
// the service does (a retired one presented again is `invalid_grant` and
// revokes the grant).
import assert from "node:assert/strict";
import { after, before, beforeEach, test } from "node:test";
import {
  OAuthError,
  TegClient,
  authorizeUrl,
  base64url,
  createPkce,
  exchangeCode,
  fetchOAuthMetadata,
  oauthErrorFromResponse,
  oauthRefresher,
  oauthSessionAnswer,
  parseCallback,
  pkceChallenge,
  randomState,
  refreshGrant,
  revokeToken,
} from "../src/index.js";
import type { OAuthSessionAnswer, SessionChange } from "../src/index.js";
import { fakeJwt, json, localServer, problem } from "./local-server.js";
import type { LocalServer } from "./local-server.js";

const VERIFIER = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
const CHALLENGE = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";
const REDIRECT = "http://127.0.0.1:8765/callback";
const UNRESERVED = /^[A-Za-z0-9\-._~]+$/;

// ---------------------------------------------------------------------
// PKCE

test("pkce: S256 of RFC 7636 Appendix B's verifier is its challenge", async () => {
  assert.equal(await pkceChallenge(VERIFIER), CHALLENGE);
});

test("pkce: a fresh verifier is 43 unreserved characters from 32 random bytes, with its challenge", async () => {
  const seen = new Set<string>();
  for (let i = 0; i < 20; i++) {
    const pkce = await createPkce();
    assert.equal(pkce.method, "S256");
    assert.equal(pkce.verifier.length, 43);
    assert.match(pkce.verifier, UNRESERVED);
    assert.equal(pkce.challenge.length, 43);
    assert.match(pkce.challenge, UNRESERVED);
    assert.equal(pkce.challenge, await pkceChallenge(pkce.verifier));
    seen.add(pkce.verifier);
  }
  assert.equal(seen.size, 20, "never the same verifier twice");
  const longest = await createPkce(96);
  assert.equal(longest.verifier.length, 128);
  await assert.rejects(createPkce(31), RangeError);
  await assert.rejects(createPkce(97), RangeError);
});

test("pkce: a verifier outside RFC 7636 §4.1 is refused before hashing", async () => {
  await assert.rejects(pkceChallenge("a".repeat(42)), RangeError);
  await assert.rejects(pkceChallenge("a".repeat(129)), RangeError);
  await assert.rejects(pkceChallenge(`${"a".repeat(42)}+`), RangeError);
  assert.equal((await pkceChallenge("a".repeat(128))).length, 43);
});

test("base64url: no padding, - and _ for + and /", () => {
  assert.equal(base64url(new Uint8Array([0xfb, 0xff, 0xbf])), "-_-_");
  assert.equal(base64url(new Uint8Array([0x61])), "YQ");
  assert.match(randomState(), /^[A-Za-z0-9_-]{22}$/);
  assert.notEqual(randomState(), randomState());
});

// ---------------------------------------------------------------------
// The authorization request and the callback

test("authorizeUrl: every parameter of RFC 6749 §4.1.1 and RFC 7636 §4.3, encoded", () => {
  const url = new URL(
    authorizeUrl({
      baseUrl: "https://teg.example.com/v1/",
      clientId: "teg-abc",
      redirectUri: REDIRECT,
      scopes: ["play", "read"],
      state: "xyz&123",
      challenge: CHALLENGE,
    }),
  );
  assert.equal(url.origin + url.pathname, "https://teg.example.com/oauth/authorize");
  assert.deepEqual([...url.searchParams], [
    ["response_type", "code"],
    ["client_id", "teg-abc"],
    ["redirect_uri", REDIRECT],
    ["scope", "play read"],
    ["state", "xyz&123"],
    ["code_challenge", CHALLENGE],
    ["code_challenge_method", "S256"],
  ]);
  assert.ok(url.search.includes("redirect_uri=http%3A%2F%2F127.0.0.1%3A8765%2Fcallback"), url.search);

  const fromMetadata = authorizeUrl({
    baseUrl: "https://ignored.example.com",
    metadata: { authorization_endpoint: "https://auth.example.com/oauth/authorize?tenant=1" },
    clientId: "teg-abc",
    redirectUri: "com.example.teg:/oauth",
    scopes: "read",
    state: "s",
    challenge: CHALLENGE,
    uiLocales: "es",
  });
  const u = new URL(fromMetadata);
  assert.equal(u.host, "auth.example.com");
  assert.equal(u.searchParams.get("tenant"), "1", "the endpoint's own query is kept");
  assert.equal(u.searchParams.get("scope"), "read");
  assert.equal(u.searchParams.get("ui_locales"), "es");
});

test("authorizeUrl: no scope, no state or a malformed challenge is refused locally", () => {
  const base = { baseUrl: "http://x", clientId: "c", redirectUri: REDIRECT, state: "s", challenge: CHALLENGE };
  assert.throws(() => authorizeUrl({ ...base, scopes: [] }), RangeError);
  assert.throws(() => authorizeUrl({ ...base, scopes: " " }), RangeError);
  assert.throws(() => authorizeUrl({ ...base, scopes: ["play"], state: "" }), RangeError);
  assert.throws(() => authorizeUrl({ ...base, scopes: ["play"], challenge: "short" }), RangeError);
});

test("parseCallback: the code once the state matches; errors and foreign answers as OAuthError", () => {
  assert.deepEqual(parseCallback(`${REDIRECT}?code=abc&state=s1`, "s1"), { code: "abc", state: "s1" });
  assert.deepEqual(parseCallback(new URL(`${REDIRECT}?state=s%26&code=a%2Fb`), "s&"), { code: "a/b", state: "s&" });

  const denied = (() => {
    try {
      parseCallback(`${REDIRECT}?error=access_denied&error_description=the+user+said+no&state=s1`, "s1");
    } catch (e) {
      return e;
    }
    return undefined;
  })();
  assert.ok(denied instanceof OAuthError);
  assert.equal(denied.error, "access_denied");
  assert.ok(denied.is("access_denied"));
  assert.equal(denied.error_description, "the user said no");
  assert.equal(denied.status, null, "not an HTTP answer");

  assert.throws(
    () => parseCallback(`${REDIRECT}?code=abc&state=other`, "s1"),
    (e: unknown) => e instanceof OAuthError && e.error === "state_mismatch",
  );
  assert.throws(
    () => parseCallback(`${REDIRECT}?error=invalid_scope&state=forged`, "s1"),
    (e: unknown) => e instanceof OAuthError && e.error === "state_mismatch",
    "an error with another state is not this request's either",
  );
  assert.throws(
    () => parseCallback(`${REDIRECT}?code=abc`, "s1"),
    (e: unknown) => e instanceof OAuthError && e.error === "state_mismatch",
  );
  assert.throws(
    () => parseCallback(`${REDIRECT}?state=s1`, "s1"),
    (e: unknown) => e instanceof OAuthError && e.error === "invalid_response",
  );
});

// ---------------------------------------------------------------------
// Error parsing

test("errors: RFC 6749 §5.2 JSON, a problem document, anything else", async () => {
  const grant = await oauthErrorFromResponse(
    new Response(JSON.stringify({ error: "invalid_grant", error_description: "unknown code" }), {
      status: 400,
      headers: { "content-type": "application/json" },
    }),
  );
  assert.ok(grant instanceof OAuthError && grant instanceof Error);
  assert.equal(grant.name, "OAuthError");
  assert.equal(grant.error, "invalid_grant");
  assert.equal(grant.error_description, "unknown code");
  assert.equal(grant.error_uri, null);
  assert.equal(grant.status, 400);
  assert.equal(grant.message, "400 invalid_grant: unknown code");

  const client = await oauthErrorFromResponse(
    new Response(JSON.stringify({ error: "invalid_client", error_uri: "https://x/e" }), { status: 401 }),
  );
  assert.equal(client.error, "invalid_client");
  assert.equal(client.error_description, null);
  assert.equal(client.error_uri, "https://x/e");
  assert.equal(client.status, 401);

  const limited = await oauthErrorFromResponse(
    new Response(
      JSON.stringify({ type: "/problems/RATE_LIMITED", title: "t", status: 429, detail: "slow down", code: "RATE_LIMITED", rule: null }),
      { status: 429, headers: { "retry-after": "7", "content-type": "application/problem+json" } },
    ),
  );
  assert.equal(limited.error, "RATE_LIMITED");
  assert.equal(limited.error_description, "slow down");
  assert.equal(limited.retryAfter, 7);

  const proxy = await oauthErrorFromResponse(new Response("<html>bad gateway</html>", { status: 502 }));
  assert.equal(proxy.error, "HTTP_502");
  assert.equal(proxy.status, 502);
  assert.equal(proxy.error_description, "<html>bad gateway</html>");
});

// ---------------------------------------------------------------------
// The token and revocation endpoints, against a local server

let server: LocalServer;
/** The next answer of the token endpoint, when scripted. */
let scripted: ((res: Parameters<typeof json>[0]) => void) | undefined;
const grants = {
  n: 0,
  refresh: new Map<string, "live" | "retired">(),
  access: new Set<string>(),
  revoked: false,
  refreshes: 0,
  delayMs: 20,
  expiresIn: 900,
};

function issue(res: Parameters<typeof json>[0]): void {
  grants.n++;
  const access = fakeJwt({ sub: "u7", sid: "g1", exp: Math.floor(Date.now() / 1000) + grants.expiresIn, n: grants.n });
  const refresh = `rt${grants.n}`;
  grants.access.add(access);
  grants.refresh.set(refresh, "live");
  res.setHeader("cache-control", "no-store");
  json(res, 200, { access_token: access, token_type: "Bearer", expires_in: grants.expiresIn, refresh_token: refresh, scope: "play read" });
}

function oauthRefusal(res: Parameters<typeof json>[0], status: number, error: string, description: string): void {
  json(res, status, { error, error_description: description }, { "cache-control": "no-store" });
}

before(async () => {
  server = await localServer(async (req, res) => {
    if (req.path === "/.well-known/oauth-authorization-server") {
      const base = server.url;
      return json(res, 200, {
        issuer: req.query.get("issuer") ?? base,
        authorization_endpoint: `${base}/oauth/authorize`,
        token_endpoint: `${base}/oauth/token`,
        revocation_endpoint: `${base}/oauth/revoke`,
        response_types_supported: ["code"],
        code_challenge_methods_supported: req.query.has("plain") ? ["plain"] : ["S256"],
        scopes_supported: ["play", "read", "webhook"],
      });
    }
    if (req.path === "/oauth/token") {
      if (scripted) {
        const s = scripted;
        scripted = undefined;
        return s(res);
      }
      const form = new URLSearchParams(req.body);
      if (form.get("grant_type") === "authorization_code") {
        if (form.get("code") !== "good-code") return oauthRefusal(res, 400, "invalid_grant", "unknown code");
        return issue(res);
      }
      if (form.get("grant_type") === "refresh_token") {
        grants.refreshes++;
        await new Promise((r) => setTimeout(r, grants.delayMs));
        const token = form.get("refresh_token") ?? "";
        const s = grants.refresh.get(token);
        if (grants.revoked || s === undefined) return oauthRefusal(res, 400, "invalid_grant", "unknown refresh token");
        if (s === "retired") {
          grants.revoked = true;
          grants.access.clear();
          return oauthRefusal(res, 400, "invalid_grant", "the refresh token was used before: the grant is revoked");
        }
        grants.refresh.set(token, "retired");
        return issue(res);
      }
      return oauthRefusal(res, 400, "unsupported_grant_type", "no");
    }
    if (req.path === "/oauth/revoke") {
      grants.revoked = true;
      grants.access.clear();
      res.writeHead(200, { "cache-control": "no-store" });
      res.end();
      return;
    }
    if (req.path === "/v1/me") {
      const token = String(req.headers.authorization ?? "").replace(/^Bearer /, "");
      if (!grants.access.has(token)) return problem(res, 401, "INVALID_TOKEN");
      return json(res, 200, { id: "u7", username: "ana", display_name: "Ana", kind: "user", locale: "es", created_at: "2026-01-01T00:00:00Z" });
    }
    return problem(res, 404, "NOT_FOUND");
  });
});
after(() => server.close());
beforeEach(() => {
  scripted = undefined;
  grants.refresh.clear();
  grants.access.clear();
  grants.revoked = false;
  grants.refreshes = 0;
  grants.delayMs = 20;
  grants.expiresIn = 900;
  server.requests.length = 0;
});

function lastForm(path: string): URLSearchParams {
  const req = server.requests.filter((r) => r.path === path).at(-1);
  assert.ok(req, `a request to ${path}`);
  assert.equal(req.method, "POST");
  assert.match(String(req.headers["content-type"]), /^application\/x-www-form-urlencoded/);
  return new URLSearchParams(req.body);
}

test("exchangeCode: a public app posts the code, redirect, client and verifier; typed tokens back", async () => {
  const tokens = await exchangeCode({
    baseUrl: `${server.url}/v1`,
    clientId: "teg-public",
    code: "good-code",
    redirectUri: REDIRECT,
    verifier: VERIFIER,
  });
  assert.equal(tokens.token_type, "Bearer");
  assert.equal(tokens.expires_in, 900);
  assert.equal(tokens.scope, "play read");
  assert.match(tokens.refresh_token, /^rt\d+$/);
  const form = lastForm("/oauth/token");
  assert.deepEqual(Object.fromEntries(form), {
    grant_type: "authorization_code",
    code: "good-code",
    redirect_uri: REDIRECT,
    code_verifier: VERIFIER,
    client_id: "teg-public",
  });
  const req = server.requests.at(-1)!;
  assert.equal(req.headers.authorization, undefined, "a public app sends no credentials");
});

test("exchangeCode: a confidential app authenticates by HTTP Basic (each part form-encoded) or in the form", async () => {
  const secret = "s3cr:t/+ é";
  await exchangeCode({
    baseUrl: server.url,
    clientId: "teg-conf",
    clientSecret: secret,
    code: "good-code",
    redirectUri: "https://app.example.com/cb",
    verifier: VERIFIER,
  });
  const basic = String(server.requests.at(-1)!.headers.authorization);
  assert.match(basic, /^Basic /);
  const [id, pass] = Buffer.from(basic.slice(6), "base64").toString("latin1").split(":");
  assert.equal(id, "teg-conf");
  assert.equal(pass, "s3cr%3At%2F%2B+%C3%A9", "RFC 6749 §2.3.1: form-encoded, then Basic");
  assert.equal(new URLSearchParams(`x=${pass}`).get("x"), secret);
  const form = lastForm("/oauth/token");
  assert.equal(form.has("client_id"), false);
  assert.equal(form.has("client_secret"), false);

  await exchangeCode({
    baseUrl: server.url,
    clientId: "teg-conf",
    clientSecret: secret,
    clientAuth: "post",
    code: "good-code",
    redirectUri: "https://app.example.com/cb",
    verifier: VERIFIER,
  });
  assert.equal(server.requests.at(-1)!.headers.authorization, undefined);
  const posted = lastForm("/oauth/token");
  assert.equal(posted.get("client_id"), "teg-conf");
  assert.equal(posted.get("client_secret"), secret);
});

test("exchangeCode: refusals are OAuthErrors; an answer without tokens is invalid_response", async () => {
  const err = await exchangeCode({ baseUrl: server.url, clientId: "c", code: "bad", redirectUri: REDIRECT, verifier: VERIFIER }).catch(
    (e: unknown) => e,
  );
  assert.ok(err instanceof OAuthError, String(err));
  assert.equal(err.error, "invalid_grant");
  assert.equal(err.error_description, "unknown code");
  assert.equal(err.status, 400);

  scripted = (res) => oauthRefusal(res, 401, "invalid_client", "unknown client or wrong secret");
  const client = await refreshGrant({ baseUrl: server.url, clientId: "teg-gone", refreshToken: "x" }).catch((e: unknown) => e);
  assert.ok(client instanceof OAuthError && client.error === "invalid_client" && client.status === 401);

  scripted = (res) => json(res, 200, { access_token: "a", token_type: "mac", expires_in: 1, refresh_token: "r" });
  const odd = await exchangeCode({ baseUrl: server.url, clientId: "c", code: "x", redirectUri: REDIRECT, verifier: VERIFIER }).catch(
    (e: unknown) => e,
  );
  assert.ok(odd instanceof OAuthError && odd.error === "invalid_response" && odd.status === 200, String(odd));
  assert.equal(server.requests.filter((r) => r.path === "/oauth/token").length, 3, "nothing retried");
});

test("refreshGrant and revokeToken: their forms", async () => {
  await exchangeCode({ baseUrl: server.url, clientId: "c", code: "good-code", redirectUri: REDIRECT, verifier: VERIFIER });
  const first = [...grants.refresh.keys()][0]!;
  const next = await refreshGrant({ baseUrl: server.url, clientId: "c", refreshToken: first, scopes: ["read"] });
  assert.notEqual(next.refresh_token, first);
  assert.deepEqual(Object.fromEntries(lastForm("/oauth/token")), {
    grant_type: "refresh_token",
    refresh_token: first,
    scope: "read",
    client_id: "c",
  });

  await revokeToken({ baseUrl: server.url, clientId: "c", token: next.refresh_token, tokenTypeHint: "refresh_token" });
  assert.deepEqual(Object.fromEntries(lastForm("/oauth/revoke")), {
    token: next.refresh_token,
    token_type_hint: "refresh_token",
    client_id: "c",
  });
});

test("metadata: read and checked (issuer, S256); its endpoints drive the calls", async () => {
  const metadata = await fetchOAuthMetadata({ baseUrl: `${server.url}/` });
  assert.equal(metadata.token_endpoint, `${server.url}/oauth/token`);
  assert.deepEqual(metadata.code_challenge_methods_supported, ["S256"]);
  const tokens = await exchangeCode({ baseUrl: "http://unused.invalid", metadata, clientId: "c", code: "good-code", redirectUri: REDIRECT, verifier: VERIFIER });
  assert.equal(tokens.token_type, "Bearer");

  const fetchWith = (query: string): typeof fetch => (input, init) =>
    fetch(`${String(input instanceof Request ? input.url : input)}${query}`, init);
  const foreign = await fetchOAuthMetadata({ baseUrl: server.url, fetch: fetchWith("?issuer=https://evil.example.com") }).catch(
    (e: unknown) => e,
  );
  assert.ok(foreign instanceof OAuthError && foreign.error === "invalid_response", String(foreign));
  const unchecked = await fetchOAuthMetadata({ baseUrl: server.url, fetch: fetchWith("?issuer=https://proxy.example.com"), checkIssuer: false });
  assert.equal(unchecked.issuer, "https://proxy.example.com");
  const plain = await fetchOAuthMetadata({ baseUrl: server.url, fetch: fetchWith("?plain") }).catch((e: unknown) => e);
  assert.ok(plain instanceof OAuthError && /S256/.test(String(plain.error_description)));
});

// ---------------------------------------------------------------------
// A TegClient whose session is the grant

async function grantedClient(
  options: { now?: () => number; onSessionChange?: (s: unknown, c: SessionChange) => void } = {},
): Promise<{ teg: TegClient<OAuthSessionAnswer>; refreshToken: string }> {
  const tokens = await exchangeCode({ baseUrl: server.url, clientId: "c", code: "good-code", redirectUri: REDIRECT, verifier: VERIFIER });
  const teg = new TegClient({ baseUrl: server.url, refresh: oauthRefresher({ baseUrl: server.url, clientId: "c" }), ...options });
  teg.useSession(oauthSessionAnswer(tokens));
  return { teg, refreshToken: tokens.refresh_token };
}

test("session: a grant's tokens in a TegClient; its user and session read from the JWT", async () => {
  const { teg, refreshToken } = await grantedClient();
  const state = teg.session.state!;
  assert.equal(state.kind, "session");
  assert.equal(state.refreshToken, refreshToken);
  assert.equal(state.userId, "u7");
  assert.equal(state.sessionId, "g1");
  assert.equal((await teg.me()).username, "ana");
  const me = server.requests.filter((r) => r.path === "/v1/me").at(-1)!;
  assert.equal(me.headers.authorization, `Bearer ${state.token}`);
});

test("session: concurrent refreshes of a grant are one token request; only the rotated pair is kept", async () => {
  const { teg, refreshToken } = await grantedClient();
  const answers = await Promise.all(Array.from({ length: 8 }, () => teg.refresh()));
  assert.equal(grants.refreshes, 1, "one refresh reached the token endpoint");
  assert.equal(new Set(answers.map((a) => a.refresh_token)).size, 1);
  assert.equal(answers[0]!.scope, "play read", "typed as the grant's answer");
  assert.notEqual(teg.session.state!.refreshToken, refreshToken, "rotated");
  assert.equal(teg.session.state!.refreshToken, answers[0]!.refresh_token, "the newest refresh token is kept");
  await teg.refresh();
  await teg.refresh();
  assert.equal(grants.refreshes, 3);
  assert.equal(grants.revoked, false, "no refresh token was ever presented twice");
  const sent = server.requests
    .filter((r) => r.path === "/oauth/token" && new URLSearchParams(r.body).get("grant_type") === "refresh_token")
    .map((r) => new URLSearchParams(r.body).get("refresh_token"));
  assert.equal(new Set(sent).size, sent.length, "each refresh token sent once");
});

test("session: a 401 refreshes the grant and retries; near its expiry it is refreshed first", async () => {
  let clock = Date.now();
  const { teg } = await grantedClient({ now: () => clock });
  grants.access.clear(); // the access token died
  await Promise.all([teg.me(), teg.me(), teg.me()]);
  assert.equal(grants.refreshes, 1, "one refresh for three 401s");
  clock += 900_000 - 30_000;
  await teg.me();
  assert.equal(grants.refreshes, 2, "refreshed before sending");
  assert.deepEqual(
    server.requests.slice(-2).map((r) => r.path),
    ["/oauth/token", "/v1/me"],
  );
});

test("session: invalid_grant from the token endpoint ends the session (the grant was revoked or reused)", async () => {
  const changes: SessionChange[] = [];
  const { teg, refreshToken } = await grantedClient({ onSessionChange: (_s, c) => changes.push(c) });
  await teg.refresh(); // retires refreshToken
  // a copy of the retired token is replayed: the grant is revoked
  const stolen = await refreshGrant({ baseUrl: server.url, clientId: "c", refreshToken }).catch((e: unknown) => e);
  assert.ok(stolen instanceof OAuthError && stolen.error === "invalid_grant");
  const err = await teg.me().catch((e: unknown) => e);
  assert.ok(err instanceof OAuthError && err.error === "invalid_grant", String(err));
  assert.equal(teg.session.state, null, "the client forgot the grant");
  assert.deepEqual(changes, ["signed-in", "refreshed", "revoked"]);
});

test("session: a network failure of a refresh keeps the session while its token lives", async () => {
  let fail = false;
  const flaky: typeof fetch = (input, init) =>
    fail ? Promise.reject(new TypeError("fetch failed")) : fetch(input, init);
  let clock = Date.now();
  const tokens = await exchangeCode({ baseUrl: server.url, clientId: "c", code: "good-code", redirectUri: REDIRECT, verifier: VERIFIER });
  const teg = new TegClient({ baseUrl: server.url, now: () => clock, refresh: oauthRefresher({ baseUrl: server.url, clientId: "c", fetch: flaky }) });
  teg.useSession(oauthSessionAnswer(tokens));
  clock += 900_000 - 30_000; // within the margin
  fail = true;
  assert.equal((await teg.me()).id, "u7", "the old token, still alive, is used");
  assert.equal(teg.session.state!.refreshToken, tokens.refresh_token);
  fail = false;
  await teg.me();
  assert.notEqual(teg.session.state!.refreshToken, tokens.refresh_token, "refreshed once reachable");
});

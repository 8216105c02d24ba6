// OAuth 2 with PKCE against the real server, as an app and a browser meet
// it: a developer registers an app, the player's browser signs in on the
// service's page and approves (driven here with fetch, no redirect
// followed), the app trades the code with its verifier, uses the tokens
// through a TegClient, refreshes (the refresh token rotates; the retired one
// presented again revokes the grant), and revokes (RFC 7009).
import assert from "node:assert/strict";
import { after, test } from "node:test";
import {
  OAuthError,
  authorizeUrl,
  createPkce,
  exchangeCode,
  fetchOAuthMetadata,
  oauthRefresher,
  oauthSessionAnswer,
  parseCallback,
  randomState,
  refreshGrant,
  revokeToken,
  unwrap,
} from "../src/index.js";
import type { OAuthMetadata, OAuthScope, OAuthSessionAnswer } from "../src/index.js";
import { BASE_URL, mismatches, needsServer, newClient, reportMismatches, unique } from "./helpers.js";

after(() => reportMismatches());

const REDIRECT = "http://127.0.0.1:8765/callback";
const PASSWORD = "correct horse battery staple";

/** HTML text back to characters (the pages escape `& < > " '`). */
function unescapeHtml(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

/** A hidden field's value in a page. */
function hidden(page: string, name: string): string {
  const m = new RegExp(`name="${name}" value="([^"]*)"`).exec(page);
  assert.ok(m, `no ${name} in ${page.slice(0, 300)}`);
  return unescapeHtml(m[1]!);
}

/** A browser that follows no redirect and keeps the pages' cookie. */
class Browser {
  private cookie: string | undefined;

  private async send(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("accept-language", "en");
    if (this.cookie) headers.set("cookie", this.cookie);
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    const set = response.headers.getSetCookie()[0];
    if (set) this.cookie = set.split(";")[0];
    return response;
  }

  open(url: string): Promise<Response> {
    return this.send(url);
  }

  post(action: string, fields: URLSearchParams): Promise<Response> {
    return this.send(action, { method: "POST", body: fields });
  }
}

interface Flow {
  clientId: string;
  scopes: OAuthScope[];
  username: string;
  metadata: OAuthMetadata;
  decision?: "approve" | "deny";
}

/**
 * An authorization as the user's browser goes through it: the page (the
 * sign-in form, unless the browser is signed in to the pages already), the
 * consent form, the decision; the redirect's URL, with the PKCE verifier
 * and state the app kept.
 */
async function authorize(browser: Browser, flow: Flow): Promise<{ location: string; verifier: string; state: string }> {
  const pkce = await createPkce();
  const state = randomState();
  const url = authorizeUrl({
    baseUrl: BASE_URL!,
    metadata: flow.metadata,
    clientId: flow.clientId,
    redirectUri: REDIRECT,
    scopes: flow.scopes,
    state,
    challenge: pkce.challenge,
  });
  const params = new URL(url).searchParams;
  const action = flow.metadata.authorization_endpoint;

  let page = await browser.open(url);
  assert.equal(page.status, 200, "the sign-in or consent page");
  assert.match(String(page.headers.get("content-type")), /^text\/html/);
  assert.equal(page.headers.get("x-frame-options"), "DENY");
  let html = await page.text();
  if (html.includes('name="password"')) {
    // the sign-in form carries the request on as hidden fields
    assert.equal(hidden(html, "code_challenge"), pkce.challenge);
    const form = new URLSearchParams(params);
    form.set("username", flow.username);
    form.set("password", PASSWORD);
    page = await browser.post(action, form);
    assert.equal(page.status, 200, "the consent page");
    html = await page.text();
  }
  assert.ok(html.includes('name="decision" value="approve"'), "the consent form");
  const form = new URLSearchParams(params);
  form.set("ticket", hidden(html, "ticket"));
  form.set("decision", flow.decision ?? "approve");
  const back = await browser.post(action, form);
  assert.equal(back.status, 302, "back to the app");
  assert.equal(back.headers.get("cache-control"), "no-store");
  const location = back.headers.get("location");
  assert.ok(location !== null && location.startsWith(`${REDIRECT}?`), `to the redirect URI: ${location}`);
  return { location, verifier: pkce.verifier, state };
}

async function accounts(): Promise<{ developer: Awaited<ReturnType<typeof newClient>>; player: Awaited<ReturnType<typeof newClient>>; username: string }> {
  const developer = await newClient();
  await developer.register(unique("dev"), PASSWORD);
  const username = unique("ana");
  const player = await newClient();
  await player.register(username, PASSWORD);
  return { developer, player, username };
}

test("server: OAuth code flow with PKCE: authorize, exchange, use, refresh (rotation, reuse), revoke", needsServer, async () => {
  const baseUrl = BASE_URL!;
  const { developer, player, username } = await accounts();
  const app = await unwrap(
    developer.api.POST("/v1/oauth/apps", { body: { name: "SDK test app", redirect_uris: [REDIRECT], confidential: false } }),
  );
  assert.match(app.client_id, /^teg-/);
  assert.equal(app.client_secret, undefined, "a public app has no secret");
  const clientId = app.client_id;

  const metadata = await fetchOAuthMetadata({ baseUrl });
  assert.equal(metadata.authorization_endpoint, `${baseUrl.replace(/\/+$/, "")}/oauth/authorize`);
  assert.deepEqual(metadata.code_challenge_methods_supported, ["S256"]);
  assert.deepEqual(metadata.scopes_supported, ["play", "read", "webhook"]);

  // The browser signs in, approves, and comes back with a code and the state.
  const browser = new Browser();
  const { location, verifier, state } = await authorize(browser, { clientId, scopes: ["play", "read"], username, metadata });
  const callback = parseCallback(location, state);
  assert.equal(callback.state, state);
  assert.equal(new URL(location).searchParams.get("state"), state);

  const tokens = await exchangeCode({ baseUrl, metadata, clientId, code: callback.code, redirectUri: REDIRECT, verifier });
  assert.equal(tokens.token_type, "Bearer");
  assert.equal(tokens.scope, "play read");
  assert.ok(tokens.expires_in > 0);
  // GET /v1/me with the access token: the player's account
  const bare = await fetch(`${baseUrl}/v1/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
  assert.equal(bare.status, 200);
  assert.equal(((await bare.json()) as { username: string }).username, username);

  // A code works once; presented again it is refused and what it opened is revoked.
  const again = await exchangeCode({ baseUrl, clientId, code: callback.code, redirectUri: REDIRECT, verifier }).catch((e: unknown) => e);
  assert.ok(again instanceof OAuthError && again.error === "invalid_grant" && again.status === 400, String(again));
  const revokedByReuse = await fetch(`${baseUrl}/v1/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
  assert.equal(revokedByReuse.status, 401);
  await revokedByReuse.body?.cancel();

  // Once more (the browser is signed in to the pages now: straight to consent),
  // the tokens used through a TegClient whose session is the grant.
  const second = await authorize(browser, { clientId, scopes: ["play", "read"], username, metadata });
  const fresh = await exchangeCode({
    baseUrl,
    clientId,
    code: parseCallback(second.location, second.state).code,
    redirectUri: REDIRECT,
    verifier: second.verifier,
  });
  const teg = await newClient<OAuthSessionAnswer>({ refresh: oauthRefresher({ baseUrl, metadata, clientId }) });
  teg.useSession(oauthSessionAnswer(fresh));
  const me = await teg.me();
  assert.equal(me.username, username);
  assert.equal(teg.session.state!.userId, me.id);

  // The player sees the grant.
  const { grants } = await unwrap(player.api.GET("/v1/me/grants"));
  const grant = grants.find((g) => g.client_id === clientId);
  assert.ok(grant, JSON.stringify(grants));
  assert.deepEqual(grant.scopes, ["play", "read"]);

  // Refresh: a new pair; the client keeps the new refresh token.
  const rotated = await teg.refresh();
  assert.notEqual(rotated.refresh_token, fresh.refresh_token, "the refresh token rotated");
  assert.notEqual(rotated.token, fresh.access_token);
  assert.equal(rotated.scope, "play read");
  assert.equal(teg.session.state!.refreshToken, rotated.refresh_token);
  assert.equal((await teg.me()).id, me.id, "the new access token works");

  // The retired refresh token presented again: invalid_grant, and the grant is revoked.
  const reused = await refreshGrant({ baseUrl, clientId, refreshToken: fresh.refresh_token }).catch((e: unknown) => e);
  assert.ok(reused instanceof OAuthError, String(reused));
  assert.equal(reused.error, "invalid_grant");
  assert.equal(reused.status, 400);
  assert.ok(reused.error_description, "in words");
  // the client's live pair died with it: its next call ends the session
  const dead = await teg.me().catch((e: unknown) => e);
  assert.ok(dead instanceof OAuthError && dead.error === "invalid_grant", String(dead));
  assert.equal(teg.session.state, null, "the client forgot the grant");

  // Revocation (RFC 7009): a new grant, its access token revoked, both tokens stop.
  const third = await authorize(browser, { clientId, scopes: ["read"], username, metadata });
  const last = await exchangeCode({
    baseUrl,
    clientId,
    code: parseCallback(third.location, third.state).code,
    redirectUri: REDIRECT,
    verifier: third.verifier,
  });
  assert.equal(last.scope, "read");
  await revokeToken({ baseUrl, metadata, clientId, token: last.access_token, tokenTypeHint: "access_token" });
  const stopped = await fetch(`${baseUrl}/v1/me`, { headers: { authorization: `Bearer ${last.access_token}` } });
  assert.equal(stopped.status, 401, "the access token stopped");
  await stopped.body?.cancel();
  const afterRevoke = await refreshGrant({ baseUrl, clientId, refreshToken: last.refresh_token }).catch((e: unknown) => e);
  assert.ok(afterRevoke instanceof OAuthError && afterRevoke.error === "invalid_grant", String(afterRevoke));
  await revokeToken({ baseUrl, clientId, token: "not a token" }); // an unknown token is not an error
  assert.equal(mismatches.length, 0);
});

test("server: OAuth refusals as OAuthError: denied consent, wrong verifier, unknown client", needsServer, async () => {
  const baseUrl = BASE_URL!;
  const { developer, username } = await accounts();
  const { client_id: clientId } = await unwrap(
    developer.api.POST("/v1/oauth/apps", { body: { name: "Refused app", redirect_uris: [REDIRECT] } }),
  );
  const metadata = await fetchOAuthMetadata({ baseUrl });
  const browser = new Browser();

  const denied = await authorize(browser, { clientId, scopes: ["play"], username, metadata, decision: "deny" });
  const err = (() => {
    try {
      parseCallback(denied.location, denied.state);
    } catch (e) {
      return e;
    }
    return undefined;
  })();
  assert.ok(err instanceof OAuthError, String(err));
  assert.equal(err.error, "access_denied");
  assert.equal(err.status, null);
  assert.throws(() => parseCallback(denied.location, "another state"), (e: unknown) => e instanceof OAuthError && e.error === "state_mismatch");

  const approved = await authorize(browser, { clientId, scopes: ["play"], username, metadata });
  const code = parseCallback(approved.location, approved.state).code;
  const wrong = (await createPkce()).verifier;
  const refused = await exchangeCode({ baseUrl, clientId, code, redirectUri: REDIRECT, verifier: wrong }).catch((e: unknown) => e);
  assert.ok(refused instanceof OAuthError && refused.error === "invalid_grant" && refused.status === 400, String(refused));

  const unknown = await refreshGrant({ baseUrl, clientId: "teg-unknown", refreshToken: "x" }).catch((e: unknown) => e);
  assert.ok(unknown instanceof OAuthError && unknown.error === "invalid_client" && unknown.status === 401, String(unknown));
});

test("server: a confidential app authenticates with its secret (HTTP Basic, or in the form)", needsServer, async () => {
  const baseUrl = BASE_URL!;
  const { developer, username } = await accounts();
  const redirect = "https://torneos.example.com/cb";
  const app = await unwrap(
    developer.api.POST("/v1/oauth/apps", { body: { name: "Torneos", redirect_uris: [redirect], confidential: true } }),
  );
  const clientSecret = app.client_secret;
  assert.ok(clientSecret, "the secret, shown once");
  const metadata = await fetchOAuthMetadata({ baseUrl });
  const browser = new Browser();

  const run = async () => {
    const pkce = await createPkce();
    const state = randomState();
    const url = authorizeUrl({ baseUrl, clientId: app.client_id, redirectUri: redirect, scopes: ["read"], state, challenge: pkce.challenge });
    let page = await browser.open(url);
    let html = await page.text();
    const params = new URL(url).searchParams;
    if (html.includes('name="password"')) {
      const form = new URLSearchParams(params);
      form.set("username", username);
      form.set("password", PASSWORD);
      page = await browser.post(metadata.authorization_endpoint, form);
      html = await page.text();
    }
    const form = new URLSearchParams(params);
    form.set("ticket", hidden(html, "ticket"));
    form.set("decision", "approve");
    const back = await browser.post(metadata.authorization_endpoint, form);
    return { code: parseCallback(back.headers.get("location")!, state).code, verifier: pkce.verifier };
  };

  const first = await run();
  const noSecret = await exchangeCode({ baseUrl, clientId: app.client_id, code: first.code, redirectUri: redirect, verifier: first.verifier }).catch(
    (e: unknown) => e,
  );
  assert.ok(noSecret instanceof OAuthError && noSecret.error === "invalid_client" && noSecret.status === 401, String(noSecret));

  const second = await run();
  const tokens = await exchangeCode({ baseUrl, clientId: app.client_id, clientSecret, code: second.code, redirectUri: redirect, verifier: second.verifier });
  assert.equal(tokens.scope, "read");
  const refreshed = await refreshGrant({ baseUrl, clientId: app.client_id, clientSecret, clientAuth: "post", refreshToken: tokens.refresh_token });
  assert.notEqual(refreshed.refresh_token, tokens.refresh_token);
  await revokeToken({ baseUrl, clientId: app.client_id, clientSecret, token: refreshed.refresh_token, tokenTypeHint: "refresh_token" });
  const stopped = await fetch(`${baseUrl}/v1/me`, { headers: { authorization: `Bearer ${refreshed.access_token}` } });
  assert.equal(stopped.status, 401, "revoking the refresh token stops the grant's access token too");
  await stopped.body?.cancel();
});

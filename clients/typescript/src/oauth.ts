// OAuth 2 for third-party apps (the service's SVC-OAUTH): the authorization
// code grant with PKCE, S256 only (RFC 6749 §4.1, RFC 7636), as an app runs
// it: a verifier and its challenge, the URL the browser is sent to, the
// callback read back, the code traded for tokens, refresh tokens rotated,
// tokens revoked (RFC 7009), and the server's metadata (RFC 8414).
//
// The token and revocation endpoints are outside `/v1` and speak RFC 6749
// (form-encoded requests, `{error, error_description}` answers), so these
// calls go straight to `fetch`, not through the client's transport: they
// are never retried (a code, or a refresh token, presented twice revokes
// what it opened) and never carry the session's bearer token.
import { isProblem, parseRetryAfter } from "./errors.js";
import type { SessionAnswer } from "./session.js";

/** The scopes an app may ask for (space-separated in `scope`). */
export type OAuthScope = "play" | "read" | "webhook";

/**
 * RFC 6749 §4.1.2.1 and §5.2's error codes, plus three of this SDK's own:
 * `state_mismatch` (the callback's `state` is not the one sent: not this
 * request's answer), `invalid_response` (an answer that is not what RFC 6749
 * says), and `HTTP_<status>` or a problem `code` for an answer that is not
 * an OAuth error at all (a proxy's page, a 429 of the rate limiter).
 */
export type OAuthErrorCode =
  | "invalid_request"
  | "invalid_client"
  | "invalid_grant"
  | "unauthorized_client"
  | "unsupported_grant_type"
  | "invalid_scope"
  | "access_denied"
  | "unsupported_response_type"
  | "server_error"
  | "temporarily_unavailable"
  | "state_mismatch"
  | "invalid_response";

/**
 * A refusal of the OAuth endpoints (`{error, error_description}`, RFC 6749
 * §5.2), or an error the authorization server sent back to the redirect URI
 * (§4.1.2.1; `status` is then null). Branch on `error`.
 */
export class OAuthError extends Error {
  override readonly name = "OAuthError";
  /** The machine code: `invalid_grant`, `invalid_client`, `access_denied`, … */
  readonly error: OAuthErrorCode | (string & {});
  /** What went wrong, for humans (may change: do not parse). */
  readonly error_description: string | null;
  /** A page about the error, when the server names one. */
  readonly error_uri: string | null;
  /** The HTTP status of the answer (400, or 401 for `invalid_client`); null for a callback's error. */
  readonly status: number | null;
  /** `Retry-After` in seconds, when the answer carried one. */
  readonly retryAfter: number | undefined;

  constructor(
    error: string,
    description: string | null = null,
    init: { status?: number | null; errorUri?: string | null; retryAfter?: number } = {},
  ) {
    const status = init.status ?? null;
    super(`${status === null ? "" : `${status} `}${error}${description ? `: ${description}` : ""}`);
    this.error = error;
    this.error_description = description;
    this.error_uri = init.errorUri ?? null;
    this.status = status;
    this.retryAfter = init.retryAfter;
  }

  /** Whether this is the given code (`err.is("invalid_grant")`). */
  is(error: OAuthErrorCode): boolean {
    return this.error === error;
  }
}

/**
 * Builds an OAuthError from a non-2xx answer of the token or revocation
 * endpoint. A body that is not an OAuth error (a problem document of the
 * rate limiter, a proxy's page) keeps the problem's `code`, else becomes
 * `HTTP_<status>`.
 */
export async function oauthErrorFromResponse(response: Response): Promise<OAuthError> {
  let text = "";
  try {
    text = await response.clone().text();
  } catch {
    // the body could not be read: keep the status alone
  }
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const init = { status: response.status, retryAfter: parseRetryAfter(response.headers.get("retry-after")) };
  if (typeof body === "object" && body !== null && typeof (body as { error?: unknown }).error === "string") {
    const b = body as { error: string; error_description?: unknown; error_uri?: unknown };
    return new OAuthError(b.error, typeof b.error_description === "string" ? b.error_description : null, {
      ...init,
      errorUri: typeof b.error_uri === "string" ? b.error_uri : null,
    });
  }
  if (isProblem(body)) return new OAuthError(body.code, body.detail, init);
  return new OAuthError(`HTTP_${response.status}`, text.slice(0, 500) || response.statusText || null, init);
}

// ---------------------------------------------------------------------
// PKCE (RFC 7636).

/** A PKCE pair: keep `verifier` secret until the code is traded; send `challenge`. */
export interface Pkce {
  /** 43 to 128 characters of `[A-Za-z0-9-._~]`: sent only to the token endpoint. */
  verifier: string;
  /** base64url(SHA-256(verifier)), no padding: sent with the authorization request. */
  challenge: string;
  /** Always S256 (the service accepts nothing else). */
  method: "S256";
}

const UNRESERVED = /^[A-Za-z0-9\-._~]{43,128}$/;

function webCrypto(): Crypto {
  const c = globalThis.crypto;
  if (!c || typeof c.getRandomValues !== "function" || !c.subtle) {
    throw new Error("WebCrypto (crypto.getRandomValues, crypto.subtle) is required (Node 20+ or a browser)");
  }
  return c;
}

/** Bytes as base64url without padding (RFC 4648 §5). */
export function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** `n` random bytes (crypto.getRandomValues) as base64url. */
function randomBase64url(n: number): string {
  const bytes = new Uint8Array(n);
  webCrypto().getRandomValues(bytes);
  return base64url(bytes);
}

/** The S256 challenge of a verifier: base64url(SHA-256(ASCII(verifier))). */
export async function pkceChallenge(verifier: string): Promise<string> {
  if (!UNRESERVED.test(verifier)) {
    throw new RangeError("a PKCE verifier has 43 to 128 characters of A-Z a-z 0-9 - . _ ~ (RFC 7636 §4.1)");
  }
  const digest = await webCrypto().subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/**
 * A fresh verifier (from `bytes` random bytes, base64url: 32 bytes give 43
 * characters, 96 give 128) and its S256 challenge.
 */
export async function createPkce(bytes = 32): Promise<Pkce> {
  if (!Number.isInteger(bytes) || bytes < 32 || bytes > 96) {
    throw new RangeError("a PKCE verifier is made of 32 to 96 random bytes (43 to 128 characters)");
  }
  const verifier = randomBase64url(bytes);
  return { verifier, challenge: await pkceChallenge(verifier), method: "S256" };
}

/** A random `state` for an authorization request (16 random bytes, base64url). */
export function randomState(bytes = 16): string {
  return randomBase64url(bytes);
}

// ---------------------------------------------------------------------
// Endpoints and metadata (RFC 8414).

/** The server's metadata (`GET /.well-known/oauth-authorization-server`). */
export interface OAuthMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  revocation_endpoint?: string;
  response_types_supported: string[];
  grant_types_supported?: string[];
  code_challenge_methods_supported?: string[];
  scopes_supported?: string[];
  token_endpoint_auth_methods_supported?: string[];
  revocation_endpoint_auth_methods_supported?: string[];
  service_documentation?: string;
  ui_locales_supported?: string[];
  [key: string]: unknown;
}

/** Where the server is, for every function below. */
export interface OAuthServer {
  /** The service's origin, e.g. `http://127.0.0.1:8080` (a trailing `/v1` is dropped, as for TegClient). */
  baseUrl: string;
  /** Endpoints read from the server's metadata; by default `{baseUrl}/oauth/authorize`, `/oauth/token`, `/oauth/revoke`. */
  metadata?: Pick<OAuthMetadata, "authorization_endpoint" | "token_endpoint" | "revocation_endpoint">;
  /** The underlying fetch (default: globalThis.fetch). */
  fetch?: typeof globalThis.fetch;
  signal?: AbortSignal;
}

function origin(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, "").replace(/\/v1$/, "");
}

type Endpoint = "authorization_endpoint" | "token_endpoint" | "revocation_endpoint";
const PATHS: Record<Endpoint, string> = {
  authorization_endpoint: "/oauth/authorize",
  token_endpoint: "/oauth/token",
  revocation_endpoint: "/oauth/revoke",
};

function endpoint(server: OAuthServer, which: Endpoint): string {
  return server.metadata?.[which] ?? `${origin(server.baseUrl)}${PATHS[which]}`;
}

function fetcher(server: OAuthServer): typeof globalThis.fetch {
  return server.fetch ?? ((input, init) => globalThis.fetch(input, init));
}

/**
 * Reads the server's metadata (RFC 8414) and checks it is this server's
 * (`issuer` is `baseUrl`, §3.3) and that it takes S256.
 */
export async function fetchOAuthMetadata(
  server: Omit<OAuthServer, "metadata"> & { checkIssuer?: boolean },
): Promise<OAuthMetadata> {
  const base = origin(server.baseUrl);
  const response = await fetcher(server)(`${base}/.well-known/oauth-authorization-server`, {
    headers: { accept: "application/json" },
    signal: server.signal,
  });
  if (!response.ok) throw await oauthErrorFromResponse(response);
  const metadata = (await response.json()) as OAuthMetadata;
  if (
    typeof metadata?.issuer !== "string" ||
    typeof metadata.authorization_endpoint !== "string" ||
    typeof metadata.token_endpoint !== "string"
  ) {
    throw new OAuthError("invalid_response", "the metadata lacks issuer, authorization_endpoint or token_endpoint", {
      status: response.status,
    });
  }
  if (server.checkIssuer !== false && metadata.issuer.replace(/\/+$/, "") !== base) {
    throw new OAuthError("invalid_response", `the metadata's issuer is ${metadata.issuer}, not ${base}`, {
      status: response.status,
    });
  }
  if (!(metadata.code_challenge_methods_supported ?? []).includes("S256")) {
    throw new OAuthError("invalid_response", "the server does not take PKCE with S256", { status: response.status });
  }
  return metadata;
}

// ---------------------------------------------------------------------
// The authorization request and its answer.

export interface AuthorizeUrlOptions {
  baseUrl: string;
  metadata?: Pick<OAuthMetadata, "authorization_endpoint">;
  /** The app's client id (`teg-…`, from `POST /v1/oauth/apps`). */
  clientId: string;
  /** One of the app's redirect URIs (a loopback one may change its port). */
  redirectUri: string;
  /** What the app asks for: `["play", "read"]` or `"play read"`. */
  scopes: readonly OAuthScope[] | string;
  /** An unguessable value kept by the app and checked on return (`randomState()`). */
  state: string;
  /** The PKCE challenge (`createPkce().challenge`). */
  challenge: string;
  /** The pages' language: `en`, `es` or `it` (else the browser's `Accept-Language`). */
  uiLocales?: string;
}

/** The URL to send the user's browser to (`GET /oauth/authorize`). */
export function authorizeUrl(options: AuthorizeUrlOptions): string {
  const scope = typeof options.scopes === "string" ? options.scopes.trim() : options.scopes.join(" ");
  if (!scope) throw new RangeError("ask for at least one scope: play, read, webhook");
  if (!options.state) throw new RangeError("state is required: an unguessable value to check on return (randomState())");
  if (!UNRESERVED.test(options.challenge)) {
    throw new RangeError("the PKCE challenge has 43 to 128 characters (createPkce().challenge)");
  }
  const url = new URL(options.metadata?.authorization_endpoint ?? `${origin(options.baseUrl)}/oauth/authorize`);
  const params: [string, string][] = [
    ["response_type", "code"],
    ["client_id", options.clientId],
    ["redirect_uri", options.redirectUri],
    ["scope", scope],
    ["state", options.state],
    ["code_challenge", options.challenge],
    ["code_challenge_method", "S256"],
  ];
  if (options.uiLocales) params.push(["ui_locales", options.uiLocales]);
  for (const [k, v] of params) url.searchParams.set(k, v);
  return url.toString();
}

/** What the browser brought back to the redirect URI. */
export interface AuthorizationCallback {
  code: string;
  state: string;
}

/**
 * Reads the redirect the browser came back with
 * (`redirect_uri?code=…&state=…`): the code, once its `state` is the one
 * sent. Throws an OAuthError: `state_mismatch` (not this request's answer),
 * the server's `error` (`access_denied` when the user said no,
 * `invalid_scope`, …; `status` null), or `invalid_response` without a code.
 */
export function parseCallback(url: string | URL, expectedState: string): AuthorizationCallback {
  const params = new URL(url).searchParams;
  const state = params.get("state") ?? "";
  if (state !== expectedState) {
    throw new OAuthError("state_mismatch", "the answer's state is not the one sent: it is not this request's answer");
  }
  const error = params.get("error");
  if (error) throw new OAuthError(error, params.get("error_description"), { errorUri: params.get("error_uri") });
  const code = params.get("code");
  if (!code) throw new OAuthError("invalid_response", "the redirect holds neither a code nor an error");
  return { code, state };
}

// ---------------------------------------------------------------------
// The token and revocation endpoints.

/** The token endpoint's answer (RFC 6749 §5.1). */
export interface OAuthTokens {
  /** The bearer token for the whole API (REST, GraphQL, streams), with the granted scopes. */
  access_token: string;
  token_type: "Bearer";
  /** Seconds the access token lives. */
  expires_in: number;
  /** Good for one refresh: the answer to that refresh holds its successor. */
  refresh_token: string;
  /** The scopes granted, space-separated (`play read`). */
  scope: string;
}

/** The app, as the token and revocation endpoints authenticate it. */
export interface OAuthClientCredentials extends OAuthServer {
  clientId: string;
  /** A confidential app's secret (none for a public app: PKCE alone). */
  clientSecret?: string;
  /** How a secret is sent: HTTP Basic (default, RFC 6749 §2.3.1) or form fields (`client_secret_post`). */
  clientAuth?: "basic" | "post";
}

export interface ExchangeCodeOptions extends OAuthClientCredentials {
  /** The `code` of the callback (`parseCallback`). */
  code: string;
  /** The same redirect URI as the authorization request's. */
  redirectUri: string;
  /** The PKCE verifier whose challenge was sent. */
  verifier: string;
}

export interface RefreshGrantOptions extends OAuthClientCredentials {
  refreshToken: string;
  /** Fewer scopes than granted, if wanted (never more: `invalid_scope`). */
  scopes?: readonly OAuthScope[] | string;
}

export interface RevokeTokenOptions extends OAuthClientCredentials {
  /** An access or refresh token of the app's: either revokes the whole grant. */
  token: string;
  tokenTypeHint?: "access_token" | "refresh_token";
}

/** `application/x-www-form-urlencoded` of one value (RFC 6749 Appendix B). */
function formEncode(value: string): string {
  return new URLSearchParams({ v: value }).toString().slice(2);
}

/** POSTs a form to an OAuth endpoint with the client's credentials; the answer, or the OAuthError. */
async function post(creds: OAuthClientCredentials, which: Endpoint, fields: Record<string, string>): Promise<Response> {
  const form = new URLSearchParams(fields);
  const headers: Record<string, string> = { accept: "application/json" };
  const secret = creds.clientSecret;
  if (secret !== undefined && (creds.clientAuth ?? "basic") === "basic") {
    headers.authorization = `Basic ${btoa(`${formEncode(creds.clientId)}:${formEncode(secret)}`)}`;
  } else {
    form.set("client_id", creds.clientId);
    if (secret !== undefined) form.set("client_secret", secret);
  }
  const response = await fetcher(creds)(endpoint(creds, which), {
    method: "POST",
    headers,
    body: form,
    signal: creds.signal,
  });
  if (!response.ok) throw await oauthErrorFromResponse(response);
  return response;
}

async function tokens(response: Response): Promise<OAuthTokens> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const b = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  if (
    typeof b.access_token !== "string" ||
    typeof b.token_type !== "string" ||
    b.token_type.toLowerCase() !== "bearer" ||
    typeof b.refresh_token !== "string" ||
    typeof b.expires_in !== "number" ||
    !Number.isFinite(b.expires_in)
  ) {
    throw new OAuthError("invalid_response", "the token answer lacks a bearer access_token, expires_in or a refresh_token", {
      status: response.status,
    });
  }
  return {
    access_token: b.access_token,
    token_type: "Bearer",
    expires_in: b.expires_in,
    refresh_token: b.refresh_token,
    scope: typeof b.scope === "string" ? b.scope : "",
  };
}

/**
 * Trades the callback's code, with the PKCE verifier, for tokens
 * (`grant_type=authorization_code`). A code works once and for ten
 * minutes; it is never retried here (presented twice, the tokens of its
 * first use are revoked).
 */
export async function exchangeCode(options: ExchangeCodeOptions): Promise<OAuthTokens> {
  const response = await post(options, "token_endpoint", {
    grant_type: "authorization_code",
    code: options.code,
    redirect_uri: options.redirectUri,
    code_verifier: options.verifier,
  });
  return tokens(response);
}

/**
 * Trades a refresh token for a new pair (`grant_type=refresh_token`). The
 * refresh token rotates: keep the answer's and drop this one, which must
 * never be sent again (a reuse revokes the grant: `invalid_grant`). Never
 * retried here.
 */
export async function refreshGrant(options: RefreshGrantOptions): Promise<OAuthTokens> {
  const fields: Record<string, string> = { grant_type: "refresh_token", refresh_token: options.refreshToken };
  if (options.scopes !== undefined) {
    fields.scope = typeof options.scopes === "string" ? options.scopes : options.scopes.join(" ");
  }
  return tokens(await post(options, "token_endpoint", fields));
}

/**
 * Revokes the grant an access or refresh token belongs to (RFC 7009):
 * both tokens stop at once, on every channel. An unknown token is not an
 * error.
 */
export async function revokeToken(options: RevokeTokenOptions): Promise<void> {
  const fields: Record<string, string> = { token: options.token };
  if (options.tokenTypeHint) fields.token_type_hint = options.tokenTypeHint;
  const response = await post(options, "revocation_endpoint", fields);
  await response.body?.cancel().catch(() => undefined);
}

// ---------------------------------------------------------------------
// Tokens in a TegClient's session.

/** A token answer as a session answer of the SDK (`TegClient.useSession`). */
export interface OAuthSessionAnswer extends SessionAnswer {
  token: string;
  refresh_token: string;
  expires_in: number;
  /** The scopes granted, space-separated. */
  scope: string;
}

/** Token endpoint answer → what `TegClient.useSession` and the session manager take. */
export function oauthSessionAnswer(tokens: OAuthTokens): OAuthSessionAnswer {
  return {
    token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    expires_in: tokens.expires_in,
    scope: tokens.scope,
  };
}

/**
 * The `refresh` of a TegClient (or SessionManager) whose session is an OAuth
 * grant: refreshes through the token endpoint instead of
 * `/v1/auth/refresh`. The session keeps only the rotated pair, and its
 * refreshes are single-flight, so a retired refresh token is never sent
 * again; a refusal (`invalid_grant`: the grant was revoked, or
 * `invalid_client`) ends the session.
 *
 * ```ts
 * const teg = new TegClient({ baseUrl, refresh: oauthRefresher({ baseUrl, clientId }) });
 * teg.useSession(oauthSessionAnswer(await exchangeCode({ ... })));
 * ```
 */
export function oauthRefresher(
  credentials: OAuthClientCredentials,
): (refreshToken: string) => Promise<OAuthSessionAnswer> {
  return async (refreshToken) => oauthSessionAnswer(await refreshGrant({ ...credentials, refreshToken }));
}

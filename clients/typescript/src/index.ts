// @teg/client: a TypeScript client for the TEG game service (REST /v1).
// The runtime validator lives in "@teg/client/validate" (it needs ajv).
export { TegClient, idempotencyMiddleware, problemMiddleware, unwrap } from "./client.js";
export type { FollowOptions, GameStreamItem, PollOptions, TegClientOptions } from "./client.js";
export { ProblemError, isProblem, parseRetryAfter, problemFromResponse } from "./errors.js";
export {
  OAuthError,
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
} from "./oauth.js";
export type {
  AuthorizationCallback,
  AuthorizeUrlOptions,
  ExchangeCodeOptions,
  OAuthClientCredentials,
  OAuthErrorCode,
  OAuthMetadata,
  OAuthScope,
  OAuthServer,
  OAuthSessionAnswer,
  OAuthTokens,
  Pkce,
  RefreshGrantOptions,
  RevokeTokenOptions,
} from "./oauth.js";
export { SessionManager, decodeJwt, jwtExpiry } from "./session.js";
export type { SessionAnswer, SessionChange, SessionOptions, SessionState } from "./session.js";
export { SseParser, readSse } from "./sse.js";
export type { SseFrame } from "./sse.js";
export { DEFAULT_RETRY, budgetWaitMs, createTransport, sleep } from "./transport.js";
export type { AuthProvider, RetryInfo, RetryOptions, TransportOptions } from "./transport.js";
export {
  MemorySecretStore,
  TOKEN_KINDS,
  Teg2Secrets,
  bindingOf,
  canonicalSplit,
  commitment,
  commitmentMessage,
  defaultSplit,
  isCommitStep,
  isLegalSplit,
  isRevealStep,
  parseSplit,
  randomNonce,
  teg2Action,
} from "./teg2.js";
export type { CommitStep, Dial, KeptSecret, RevealStep, SecretStore, SplitSide, Teg2SecretsOptions } from "./teg2.js";
export type * from "./types.js";

// Convenience aliases over the generated types (src/generated/schema.ts is
// produced by openapi-typescript from openapi/openapi.json; never edit it).
import type { components, operations, paths } from "./generated/schema.js";

export type { components, operations, paths };

/** Every component schema of the spec, by name. */
export type Schemas = components["schemas"];
/** One component schema by name: `Schema<"GameView">`. */
export type Schema<N extends keyof Schemas> = Schemas[N];

/** The spec's operationIds (`createGame`, `playAction`, ...). */
export type OperationId = keyof operations;

type ResponsesOf<O extends OperationId> = operations[O]["responses"];
/** The statuses an operation documents. */
export type StatusOf<O extends OperationId> = keyof ResponsesOf<O> & (number | `${number}` | "default");

type ContentOf<R> = R extends { content: infer C }
  ? C extends Record<string, unknown>
    ? C[keyof C]
    : never
  : never;

/**
 * The body type an operation answers with for one status
 * (`ResponseBody<"getGame", 200>` is `components["schemas"]["GameResponse"]`).
 */
export type ResponseBody<O extends OperationId, S extends keyof ResponsesOf<O>> = ContentOf<ResponsesOf<O>[S]>;

export type Problem = Schemas["Problem"];
export type ProblemCode = Problem["code"];
export type TokenResponse = Schemas["TokenResponse"];
export type GameSummary = Schemas["GameSummary"];
export type GameResponse = Schemas["GameResponse"];
export type GameView = Schemas["GameView"];
export type CreateGame = Schemas["CreateGame"];
export type LegalActions = Schemas["LegalActions"];
export type RiskCommand = Schemas["RiskCommand"];
export type Command = Schemas["Command"];
export type Event = Schemas["Event"];
export type EventBatch = Schemas["EventBatch"];
export type Versioned = Schemas["Versioned"];
export type NoticeList = Schemas["NoticeList"];
export type Power = Schemas["Power"];
export type TokenKind = Schemas["TokenKind"];
export type Teg2Legal = Schemas["Teg2Legal"];
export type Teg2Command = Schemas["Teg2Command"];
export type Teg2Action = Schemas["Teg2Action"];

/** One open TEG II action of a given kind (`Teg2LegalOf<"commit_split">`). */
export type Teg2LegalOf<A extends Teg2Legal["action"]> = Extract<Teg2Legal, { action: A }>;
/** One TEG II command of a given kind (`Teg2CommandOf<"reveal_split">`). */
export type Teg2CommandOf<A extends Teg2Command["action"]> = Extract<Teg2Command, { action: A }>;

/** The `your_turn` frame of a game's stream (not an event of the log). */
export interface YourTurn {
  type: "your_turn";
  game_id: string;
  version: number;
  /** When the step times out (SVC-CLOCK), RFC 3339; null without a clock. */
  deadline: string | null;
  [key: string]: unknown;
}

/** A notice of the per-user feed: `{id, type, game_id?, at, ...}` (docs/api.md §5). */
export interface Notice {
  id: number;
  type:
    | "your_turn"
    | "game_started"
    | "game_finished"
    | "invited"
    | "invitation_answered"
    | "rematch_offered"
    | "match_found"
    | "session_revoked"
    | (string & {});
  game_id?: string | null;
  at?: string;
  [key: string]: unknown;
}

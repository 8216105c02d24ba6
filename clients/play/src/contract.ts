// The seam between the app's shell (sign-in, home, new game, sync, chat,
// pacts, resign/rematch, replay) and a family's table: the shell owns the
// connection and the data; a table draws one game of its family and turns
// clicks into commands. Two families, two tables: `risk/` (revancha,
// classic, junior) and `teg2/`. Nothing else crosses this line.
import type { GameResponse, LegalActions, Command, Event, TegClient } from "@teg/client";

/** The app's languages (es is the game's own). */
export type Lang = "es" | "en" | "it";

/** What the shell gives a table. */
export interface TableContext {
  /** The SDK client, signed in. Tables read static data through it (maps, board drawings). */
  readonly client: TegClient;
  readonly gameId: string;
  /** The signed-in user's id (their seat is the view's seat with this `user_id`). */
  readonly userId: string;
  readonly lang: Lang;
  /** A label in the page's language: `t("end_turn")`, `t("armies_n", { n: 3 })`. */
  t(key: string, vars?: Record<string, string | number>): string;
  /**
   * Plays a command at the view's version (the shell adds the
   * Idempotency-Key, retries, and shows a refusal in the page's language).
   * Resolves true when the server accepted it; the new state then arrives
   * through `update`.
   */
  play(command: Command): Promise<boolean>;
  /** Local, persistent key-value storage scoped to this user (TEG II nonces). */
  readonly storage: Storage;
}

/** What one update carries: the view and the legal actions at one version. */
export interface TableState {
  readonly view: GameResponse;
  readonly legal: LegalActions;
  /** Events since the previous update, oldest first (dice, conquests...), for the table to show. */
  readonly news: readonly Event[];
  /** True while the table is showing the replay of a finished game (no actions). */
  readonly replay: boolean;
}

/** A family's table, mounted into the element the shell gives it. */
export interface Table {
  update(state: TableState): void;
  destroy(): void;
  /**
   * Who won, in the table's own words (TEG II names its winners by their
   * powers, from its score table), or null to let the shell say it from
   * the view (a Risk edition's `winner`).
   */
  outcome?(): string | null;
}

export type TableFactory = (root: HTMLElement, ctx: TableContext) => Table;

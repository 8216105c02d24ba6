// TEG II commit–reveal (T2-SEC, docs/teg2.md): secret choices (objective
// token kinds, battle commands, rocket interceptions) are first committed as
//
//   commitment = lowercase hex SHA-256 of `teg2|<game>|<window>|<power>|<choice>|<nonce>`
//
// (`<game>` is the view's `teg2.binding`, the game id unless the game was
// imported; `<window>` and `<power>` come from the legal action; `<choice>` is
// canonical: a token kind such as `control_5`, a split such as `3,+,ue`, or
// `intercept` / `pass`; `<nonce>` 32 to 128 lowercase hex digits), then
// revealed with the choice and the nonce once everyone in the window has
// committed. Only the client knows the nonce: Teg2Secrets keeps it.
import type {
  GameResponse,
  Power,
  Teg2Command,
  Teg2CommandOf,
  Teg2Legal,
  Teg2LegalOf,
  TokenKind,
} from "./types.js";

/** The five objective tokens, in ascending order of points (T2-OBJ-2). */
export const TOKEN_KINDS: readonly TokenKind[] = [
  "intervention_1",
  "non_intervention_2",
  "intervention_3",
  "intervention_4",
  "control_5",
];

/** Where nonces are kept: any string key-value store (memory, a file, localStorage). */
export interface SecretStore {
  get(key: string): string | undefined | null | Promise<string | undefined | null>;
  set(key: string, value: string): void | Promise<void>;
  delete(key: string): void | Promise<void>;
}

/** The default store: a Map in memory (lost with the process). */
export class MemorySecretStore implements SecretStore {
  readonly map = new Map<string, string>();
  get(key: string): string | undefined {
    return this.map.get(key);
  }
  set(key: string, value: string): void {
    this.map.set(key, value);
  }
  delete(key: string): void {
    this.map.delete(key);
  }
}

/** A kept secret: what was committed, with its nonce. */
export interface KeptSecret {
  binding: string;
  window: string;
  power: Power;
  /** The choice in canonical form. */
  choice: string;
  nonce: string;
  commitment: string;
}

export type CommitStep = Teg2LegalOf<"place_objective" | "commit_split" | "commit_intercept">;
export type RevealStep = Teg2LegalOf<"reveal_objective" | "reveal_split" | "reveal_intercept">;

export function isCommitStep(step: Teg2Legal): step is CommitStep {
  return step.action === "place_objective" || step.action === "commit_split" || step.action === "commit_intercept";
}

export function isRevealStep(step: Teg2Legal): step is RevealStep {
  return step.action === "reveal_objective" || step.action === "reveal_split" || step.action === "reveal_intercept";
}

function hex(bytes: Uint8Array): string {
  let out = "";
  for (const b of bytes) out += b.toString(16).padStart(2, "0");
  return out;
}

function webcrypto(): Crypto {
  const c = globalThis.crypto;
  if (!c?.subtle || typeof c.getRandomValues !== "function") {
    throw new Error("WebCrypto (globalThis.crypto) is required: Node 20+ or a browser");
  }
  return c;
}

/** A fresh nonce: `bytes` random bytes (16 to 64) as lowercase hex. */
export function randomNonce(bytes = 32): string {
  if (bytes < 16 || bytes > 64) throw new RangeError("a nonce has 16 to 64 bytes (32 to 128 hex digits)");
  return hex(webcrypto().getRandomValues(new Uint8Array(bytes)));
}

/** The message a commitment hashes (T2-SEC-2). */
export function commitmentMessage(binding: string, window: string, power: string, choice: string, nonce: string): string {
  return `teg2|${binding}|${window}|${power}|${choice}|${nonce}`;
}

/** The commitment: lowercase hex SHA-256 of `teg2|<game>|<window>|<power>|<choice>|<nonce>`. */
export async function commitment(
  binding: string,
  window: string,
  power: string,
  choice: string,
  nonce: string,
): Promise<string> {
  const message = new TextEncoder().encode(commitmentMessage(binding, window, power, choice, nonce));
  const digest = await webcrypto().subtle.digest("SHA-256", message);
  return hex(new Uint8Array(digest));
}

/** The game's commitment binding (`teg2.binding` of its view; the id when absent). */
export function bindingOf(view: GameResponse): string {
  const t = (view as { teg2?: { binding?: unknown } | null }).teg2;
  return typeof t?.binding === "string" ? t.binding : view.id;
}

// ---- battle commands (T2-CLK) ----

/** One dial of a battle command: a number 0..11, `+` (the remainder), `ue` (the special unit) or `air` (the aircraft). */
export type Dial = number | "+" | "ue" | "air";

/** What a side fights with (the `commit_split` step says it). */
export interface SplitSide {
  ordinary: number;
  special: boolean;
  aircraft: number;
}

/** The canonical form of three dials: `"3,+,ue"`. */
export function canonicalSplit(dials: readonly [Dial, Dial, Dial]): string {
  return dials.map((d) => String(d)).join(",");
}

/** Parses a canonical split, or returns null. */
export function parseSplit(text: string): [Dial, Dial, Dial] | null {
  const parts = text.split(",").map((p) => p.trim());
  if (parts.length !== 3) return null;
  const dials: Dial[] = [];
  for (const p of parts) {
    if (p === "+" || p === "ue" || p === "air") dials.push(p);
    else if (/^\d{1,2}$/.test(p)) dials.push(Number(p));
    else return null;
  }
  return dials as [Dial, Dial, Dial];
}

/** Whether a split is legal for a side (T2-CLK-4). */
export function isLegalSplit(split: string | readonly [Dial, Dial, Dial], side: SplitSide): boolean {
  const dials = typeof split === "string" ? parseSplit(split) : split;
  if (!dials) return false;
  const count = (d: Dial) => dials.filter((x) => x === d).length;
  if (count("ue") !== (side.special ? 1 : 0)) return false;
  if (count("air") !== (side.aircraft > 0 ? 1 : 0)) return false;
  if (count("+") > 1) return false;
  let set = 0;
  for (const d of dials) {
    if (typeof d === "number") {
      if (!Number.isInteger(d) || d < 0 || d > 11) return false;
      set += d;
    }
  }
  return count("+") === 1 ? set <= side.ordinary : set === side.ordinary;
}

/** The rules' default split (T2-CLK-5): always legal. */
export function defaultSplit(side: SplitSide): string {
  const dials: (Dial | null)[] = [null, null, null];
  if (side.special) dials[2] = "ue";
  if (side.aircraft > 0) {
    for (let i = 2; i >= 0; i--) {
      if (dials[i] === null) {
        dials[i] = "air";
        break;
      }
    }
  }
  const free = [0, 1, 2].filter((i) => dials[i] === null);
  const slots = Math.max(1, free.length);
  const q = Math.floor(side.ordinary / slots);
  const r = side.ordinary % slots;
  const counts = free.map((_, k) => q + (k < r ? 1 : 0));
  const big = counts.filter((c) => c > 11).length;
  free.forEach((slot, k) => {
    const c = counts[k]!;
    if (big > 1) dials[slot] = k + 1 === free.length ? "+" : 11;
    else dials[slot] = c > 11 ? "+" : c;
  });
  return canonicalSplit(dials.map((d) => d ?? 0) as [Dial, Dial, Dial]);
}

// ---- the helper ----

export interface Teg2SecretsOptions {
  /** Where nonces are kept (default: memory). */
  store?: SecretStore;
  /** The nonce generator (default: 32 random bytes, hex). */
  nonce?: () => string;
}

/**
 * Builds TEG II commitments and reveals, keeping each choice and nonce until
 * the reveal. Use one per player (the store may be shared: keys name the
 * game, the window and the power).
 */
export class Teg2Secrets {
  readonly store: SecretStore;
  private readonly makeNonce: () => string;

  constructor(options: Teg2SecretsOptions = {}) {
    this.store = options.store ?? new MemorySecretStore();
    this.makeNonce = options.nonce ?? (() => randomNonce(32));
  }

  private static key(binding: string, window: string, power: string): string {
    return `teg2-secret|${binding}|${window}|${power}`;
  }

  private static kindsKey(binding: string, power: string): string {
    return `teg2-kinds|${binding}|${power}`;
  }

  /** The secret kept for a window, if any. */
  async kept(binding: string, window: string, power: string): Promise<KeptSecret | undefined> {
    const raw = await this.store.get(Teg2Secrets.key(binding, window, power));
    return raw ? (JSON.parse(raw) as KeptSecret) : undefined;
  }

  /** Forgets the secret of a window (after its reveal was published). */
  async forget(binding: string, window: string, power: string): Promise<void> {
    await this.store.delete(Teg2Secrets.key(binding, window, power));
  }

  private async keep(binding: string, window: string, power: Power, choice: string): Promise<KeptSecret> {
    const existing = await this.kept(binding, window, power);
    if (existing) {
      // A retried commit step (the answer was lost) must send the same
      // commitment: each participant commits once per window.
      if (existing.choice !== choice) {
        throw new Error(`already committed to ${existing.choice} in window ${window} for ${power}`);
      }
      return existing;
    }
    const nonce = this.makeNonce();
    const secret: KeptSecret = {
      binding,
      window,
      power,
      choice,
      nonce,
      commitment: await commitment(binding, window, power, choice, nonce),
    };
    await this.store.set(Teg2Secrets.key(binding, window, power), JSON.stringify(secret));
    return secret;
  }

  /** The token kinds this power has committed in the game so far. */
  async usedKinds(binding: string, power: string): Promise<TokenKind[]> {
    const raw = await this.store.get(Teg2Secrets.kindsKey(binding, power));
    return raw ? (JSON.parse(raw) as TokenKind[]) : [];
  }

  /** The token kinds still to place, in ascending order of points. */
  async unusedKinds(binding: string, power: string): Promise<TokenKind[]> {
    const used = await this.usedKinds(binding, power);
    return TOKEN_KINDS.filter((k) => !used.includes(k));
  }

  /** A `place_objective` step: place a token of `kind` on `region`, face down. */
  async placeObjective(
    binding: string,
    step: Teg2LegalOf<"place_objective">,
    choice: { region: string; kind: TokenKind },
  ): Promise<Teg2CommandOf<"place_objective">> {
    if (!step.regions.includes(choice.region)) throw new Error(`${choice.region} is not open for this token`);
    const secret = await this.keep(binding, step.window, step.power, choice.kind);
    const used = await this.usedKinds(binding, step.power);
    if (!used.includes(choice.kind)) {
      await this.store.set(Teg2Secrets.kindsKey(binding, step.power), JSON.stringify([...used, choice.kind]));
    }
    return { action: "place_objective", power: step.power, region: choice.region, commitment: secret.commitment };
  }

  /** A `commit_split` step: commit to a battle command (the rules' default split when none is given). */
  async commitSplit(
    binding: string,
    step: Teg2LegalOf<"commit_split">,
    split: string | readonly [Dial, Dial, Dial] = defaultSplit(step),
  ): Promise<Teg2CommandOf<"commit_split">> {
    const text = typeof split === "string" ? split : canonicalSplit(split);
    if (!isLegalSplit(text, step)) throw new Error(`${text} is not a legal split for ${JSON.stringify(step)}`);
    const secret = await this.keep(binding, step.window, step.power, text);
    return { action: "commit_split", power: step.power, commitment: secret.commitment };
  }

  /** A `commit_intercept` step: commit to intercepting the rocket or letting it pass. */
  async commitIntercept(
    binding: string,
    step: Teg2LegalOf<"commit_intercept">,
    intercept: boolean,
  ): Promise<Teg2CommandOf<"commit_intercept">> {
    const secret = await this.keep(binding, step.window, step.power, intercept ? "intercept" : "pass");
    return { action: "commit_intercept", power: step.power, commitment: secret.commitment };
  }

  /**
   * The reveal for a reveal step, from the kept choice and nonce; undefined
   * when nothing was committed here (by another client, or the store lost it:
   * the rules' default then applies, T2-SEC-4).
   */
  async reveal(binding: string, step: RevealStep): Promise<Teg2Command | undefined> {
    const secret = await this.kept(binding, step.window, step.power);
    if (!secret) return undefined;
    switch (step.action) {
      case "reveal_objective":
        return {
          action: "reveal_objective",
          power: step.power,
          token: step.token,
          kind: secret.choice as TokenKind,
          nonce: secret.nonce,
        };
      case "reveal_split":
        return { action: "reveal_split", power: step.power, split: secret.choice, nonce: secret.nonce };
      case "reveal_intercept":
        return {
          action: "reveal_intercept",
          power: step.power,
          intercept: secret.choice === "intercept",
          nonce: secret.nonce,
        };
    }
  }
}

/** Wraps a TEG II command for `POST /v1/games/{id}/actions`. */
export function teg2Action(command: Teg2Command): { type: "teg2"; command: Teg2Command } {
  return { type: "teg2", command };
}

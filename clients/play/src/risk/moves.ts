// The legal actions of a Risk-like turn as a board to click: which
// countries start a move, where each can go (and as what: attack, missile,
// regroup...), the ranges of the quantities, and the commands that need no
// country (end the turn, exchange, move in, aggression steps).
import type { RiskCommand } from "@teg/client";

export type TargetKind = "attack" | "fire_missile" | "regroup" | "attack_occupant" | "fire_missile_at";
type Of<T extends RiskCommand["type"]> = Extract<RiskCommand, { type: T }>;

/** Pact commands: open at any time, not a turn's move. */
export const PACT_TYPES = new Set([
  "propose_pact",
  "accept_pact",
  "refuse_pact",
  "withdraw_pact",
  "break_pact",
  "dismiss_zone",
]);

export interface Target {
  to: string;
  kind: TargetKind;
  command: RiskCommand;
}

export interface Range {
  min: number;
  max: number;
}

export class Moves {
  /** Countries where a move starts (placing, attacking, regrouping, missiles). */
  readonly starts = new Set<string>();
  private readonly targets = new Map<string, Target[]>();
  private readonly places = new Map<string, Range>();
  private readonly buys = new Map<string, RiskCommand>();
  private readonly converts = new Map<string, RiskCommand>();
  private readonly regroups = new Map<string, { armies: Range; missiles: Range }>();
  readonly moveIn: Range | null;
  /** Commands that need no country: end_turn, exchange, launch/end aggression. */
  readonly globals: RiskCommand[] = [];
  /** Whether there is any move but pacts. */
  readonly any: boolean;

  constructor(readonly actions: readonly RiskCommand[]) {
    let moveIn: Range | null = null;
    for (const a of actions) {
      switch (a.type) {
        case "place":
          this.starts.add(a.country);
          this.places.set(a.country, widen(this.places.get(a.country), a.armies));
          break;
        case "buy_missile":
          this.starts.add(a.country);
          this.buys.set(a.country, a);
          break;
        case "convert_missile":
          this.starts.add(a.country);
          this.converts.set(a.country, a);
          break;
        case "attack":
        case "fire_missile":
          this.addTarget(a.from, { to: a.to, kind: a.type, command: a });
          break;
        case "attack_occupant":
        case "fire_missile_at":
          this.addTarget(a.from, { to: a.to, kind: a.type, command: a });
          break;
        case "regroup": {
          const key = `${a.from}>${a.to}`;
          const r = this.regroups.get(key);
          this.regroups.set(key, {
            armies: widen(r?.armies, a.armies),
            missiles: widen(r?.missiles, a.missiles),
          });
          if (!r) this.addTarget(a.from, { to: a.to, kind: "regroup", command: a });
          break;
        }
        case "move_in":
          moveIn = widen(moveIn ?? undefined, a.armies);
          break;
        default:
          if (!PACT_TYPES.has(a.type)) this.globals.push(a);
      }
    }
    this.moveIn = moveIn;
    this.any = actions.some((a) => !PACT_TYPES.has(a.type));
  }

  private addTarget(from: string, target: Target): void {
    this.starts.add(from);
    const list = this.targets.get(from) ?? [];
    list.push(target);
    this.targets.set(from, list);
  }

  /** Where a move from `from` may go, each with its kinds. */
  targetsOf(from: string): Map<string, Target[]> {
    const out = new Map<string, Target[]>();
    for (const t of this.targets.get(from) ?? []) out.set(t.to, [...(out.get(t.to) ?? []), t]);
    return out;
  }

  placeRange(country: string): Range | null {
    return this.places.get(country) ?? null;
  }

  buy(country: string): RiskCommand | null {
    return this.buys.get(country) ?? null;
  }

  convert(country: string): RiskCommand | null {
    return this.converts.get(country) ?? null;
  }

  regroupRange(from: string, to: string): { armies: Range; missiles: Range } | null {
    return this.regroups.get(`${from}>${to}`) ?? null;
  }

  /** The commands of one type among the globals. */
  global<T extends RiskCommand["type"]>(type: T): Of<T>[] {
    return this.globals.filter((a): a is Of<T> => a.type === type);
  }
}

function widen(r: Range | undefined, n: number): Range {
  return r ? { min: Math.min(r.min, n), max: Math.max(r.max, n) } : { min: n, max: n };
}

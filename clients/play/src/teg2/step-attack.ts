// The attack turn (T2-ANN): announce a combat (a region, then an opponent
// present there) or end the turn; a rocket due this round is launched
// first (T2-RKT-4). Default: a clearly favourable combat (at least 3
// armies and 2 holding units more than the opponent; a few per turn), else
// end the turn; a launch defaults to the target costing the others most.
import type { Power, Teg2Command, Teg2Legal, Teg2LegalOf } from "@teg/client";
import type { Picking } from "./boards";
import { h } from "./dom";
import { points } from "./model";
import { chips, note, title } from "./step-kit";
import type { StepEnv, StepUI } from "./step-kit";

type Announce = Teg2LegalOf<"announce">;
type Mode = "announce" | "end_turn" | "launch";

/** Default announcements per turn before the default becomes "end the turn". */
const DEFAULT_ANNOUNCES = 3;

export class AttackUI implements StepUI {
  private readonly announces: Announce[];
  private readonly end: Teg2LegalOf<"end_turn"> | undefined;
  private readonly launch: Teg2LegalOf<"launch"> | undefined;
  private mode: Mode = "end_turn";
  private region = "";
  private opponent: Power | "" = "";
  private target = "";

  constructor(private readonly env: StepEnv, steps: Teg2Legal[]) {
    this.announces = steps.filter((s): s is Announce => s.action === "announce");
    this.end = steps.find((s): s is Teg2LegalOf<"end_turn"> => s.action === "end_turn");
    this.launch = steps.find((s): s is Teg2LegalOf<"launch"> => s.action === "launch");
  }

  private get first(): Teg2Legal {
    return (this.launch ?? this.announces[0] ?? this.end)!;
  }

  private get table(): number {
    return this.env.model.tableOfStep(this.first);
  }

  private get seat(): number {
    return this.env.model.mySeatOf(this.first.power) ?? -1;
  }

  private turnKey(): string {
    const t = this.env.model.table(this.table);
    return `${this.table}|${t?.round ?? 0}|${this.first.power}`;
  }

  /** My strength and the opponent's in a region. */
  private strengths(a: Announce): { mine: number; theirs: number; ordinary: number } {
    const m = this.env.model;
    const opp = m.t2.seats.findIndex((s) => s.power === a.opponent && s.table === this.table);
    const f = m.force(this.table, a.region, this.seat);
    return {
      mine: m.holding(this.table, a.region, this.seat),
      theirs: opp >= 0 ? m.holding(this.table, a.region, opp) : 0,
      ordinary: f?.ordinary ?? 0,
    };
  }

  async init(): Promise<void> {
    if (this.launch) {
      this.mode = "launch";
      this.target = this.bestTarget();
      return;
    }
    const done = this.env.memory.announced.get(this.turnKey()) ?? 0;
    let best: Announce | undefined;
    let margin = -Infinity;
    for (const a of this.announces) {
      const s = this.strengths(a);
      const d = s.mine - s.theirs;
      if (s.ordinary >= 3 && d >= 2 && d > margin) {
        margin = d;
        best = a;
      }
    }
    if (best && (done < DEFAULT_ANNOUNCES || !this.end)) {
      this.mode = "announce";
      this.region = best.region;
      this.opponent = best.opponent;
    } else if (this.end) {
      this.mode = "end_turn";
      const a = this.announces[0];
      this.region = a?.region ?? "";
      this.opponent = a?.opponent ?? "";
    } else {
      const a = this.announces[0];
      this.mode = "announce";
      this.region = a?.region ?? "";
      this.opponent = a?.opponent ?? "";
    }
  }

  /** The target that removes the most of the others' units and the fewest of mine. */
  private bestTarget(): string {
    const m = this.env.model;
    const targets = this.launch?.targets ?? [];
    let best = targets[0] ?? "";
    let score = -Infinity;
    const mine = new Map<string, number>();
    for (const k of m.myTokens(this.table, this.seat)) mine.set(k.region, k.kind ? points(k.kind) : 3);
    for (const r of targets) {
      let sc = 0;
      for (const f of m.forcesIn(this.table, r)) {
        const n = f.ordinary + (f.special ? 1 : 0) + f.aircraft;
        sc += m.isMine(f.seat) ? -2 * n : n;
      }
      sc -= 2 * (mine.get(r) ?? 0);
      if (sc > score) {
        score = sc;
        best = r;
      }
    }
    return best;
  }

  action(): string {
    return this.mode;
  }

  private regions(): string[] {
    return [...new Set(this.announces.map((a) => a.region))];
  }

  picking(): Picking | null {
    if (this.mode === "launch") {
      return { table: this.table, selectable: this.launch?.targets ?? [], selected: this.target ? [this.target] : [] };
    }
    return {
      table: this.table,
      selectable: this.regions(),
      selected: this.mode === "announce" && this.region ? [this.region] : [],
    };
  }

  pick(region: string): void {
    if (this.mode === "launch") {
      if (this.launch?.targets.includes(region)) this.target = region;
    } else {
      const here = this.announces.filter((a) => a.region === region);
      if (here.length === 0) return;
      this.mode = "announce";
      this.region = region;
      if (!here.some((a) => a.opponent === this.opponent)) {
        // the weakest opponent there
        const sorted = [...here].sort((x, y) => this.strengths(x).theirs - this.strengths(y).theirs);
        this.opponent = sorted[0]?.opponent ?? "";
      }
    }
    this.env.changed();
  }

  render(): Node[] {
    const m = this.env.model;
    const t = this.table;
    if (this.mode === "launch") {
      return [
        title(m.t("launch.title")),
        chips(
          m.t("launch.target"),
          (this.launch?.targets ?? []).map((r) => ({
            id: r,
            text: m.regionName(t, r),
            sub: m.forcesIn(t, r).map((f) => m.forceText(f)).join("·") || undefined,
            pressed: r === this.target,
          })),
          (id) => this.pick(id),
          "launch-target",
          "t2-regions",
        ),
      ];
    }
    const out: Node[] = [title(m.t("attack.title"))];
    const modes: { id: Mode; text: string }[] = [];
    if (this.announces.length > 0) modes.push({ id: "announce", text: m.t("attack.announce") });
    if (this.end) modes.push({ id: "end_turn", text: m.t("attack.end") });
    out.push(
      chips(m.t("attack.choice"), modes.map((x) => ({ id: x.id, text: x.text, pressed: x.id === this.mode })), (id) => {
        this.mode = id as Mode;
        if (this.mode === "announce" && !this.region) this.pick(this.regions()[0] ?? "");
        this.env.changed();
      }, "attack-mode", "t2-modes"),
    );
    if (this.mode === "announce") {
      out.push(
        chips(
          m.t("attack.region"),
          this.regions().map((r) => ({
            id: r,
            text: m.regionName(t, r),
            sub: String(m.holding(t, r, this.seat)),
            pressed: r === this.region,
          })),
          (id) => this.pick(id),
          "attack-region",
          "t2-regions",
        ),
      );
      const here = this.announces.filter((a) => a.region === this.region);
      out.push(
        chips(
          m.t("attack.opponent"),
          here.map((a) => {
            const s = this.strengths(a);
            const opp = m.t2.seats.findIndex((x) => x.power === a.opponent && x.table === t);
            return {
              id: a.opponent,
              text: m.powerName(a.opponent),
              sub: m.t("attack.you_vs", { mine: s.mine, theirs: s.theirs }),
              pressed: a.opponent === this.opponent,
              swatch: opp >= 0 ? m.inkOfSeat(opp).fill : undefined,
            };
          }),
          (id) => {
            this.opponent = id as Power;
            this.env.changed();
          },
          "attack-opponent",
          "t2-opponents",
        ),
      );
    } else if (this.announces.length > 0) {
      out.push(note(m.t("attack.announce") + ": " + this.regions().map((r) => m.regionName(t, r)).join(", "), "t2-help"));
    }
    return [h("div", { class: "t2-attack" }, out)];
  }

  problem(): string | null {
    if (this.mode === "launch") return this.launch?.targets.includes(this.target) ? null : this.env.model.t("launch.target");
    if (this.mode === "announce") {
      return this.announces.some((a) => a.region === this.region && a.opponent === this.opponent)
        ? null
        : this.env.model.t("attack.opponent");
    }
    return this.end ? null : this.env.model.t("attack.announce");
  }

  async command(): Promise<Teg2Command> {
    const power = this.first.power;
    if (this.mode === "launch") return { action: "launch", power, target: this.target };
    if (this.mode === "announce") {
      return { action: "announce", power, region: this.region, opponent: this.opponent as Power };
    }
    return { action: "end_turn", power: this.end?.power ?? power };
  }

  accepted(command: Teg2Command): void {
    if (command.action === "announce") {
      const k = this.turnKey();
      this.env.memory.announced.set(k, (this.env.memory.announced.get(k) ?? 0) + 1);
    }
  }
}

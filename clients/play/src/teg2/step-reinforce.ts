// Reinforcements (T2-REI) and the defender's choice (T2-RET): units from
// neighbouring regions, with steppers bounded by the step (and the basic
// level's 2 per border). Default: the most from regions that keep what the
// player's objectives there need; none after a refusal. A defender may
// retreat instead (default when at less than half the attacker's strength).
import type { Teg2Command, Teg2LegalOf } from "@teg/client";
import type { Picking } from "./boards";
import { button, h, stepper } from "./dom";
import { BaseUI, chips, note, title } from "./step-kit";
import type { StepEnv, StepUI } from "./step-kit";
import { tokenKey } from "./step-place";

type Reinforce = Teg2LegalOf<"reinforce">;
type Retreat = Teg2LegalOf<"retreat">;
interface Draft {
  ordinary: number;
  special: boolean;
  aircraft: number;
}

export class ReinforceUI extends BaseUI<Reinforce> {
  private draft = new Map<string, Draft>();
  private wasRefused = false;

  action(): string {
    return "reinforce";
  }

  private get key(): string {
    return JSON.stringify(this.step);
  }

  private get combatRegion(): string {
    return this.m.table(this.table)?.combat?.region ?? "";
  }

  private cap(src: Reinforce["sources"][number]): number {
    return Math.min(src.ordinary, this.step.per_crossing ?? src.ordinary);
  }

  override async init(): Promise<void> {
    if (this.env.memory.refusedReinforce.has(this.key)) this.none();
    else this.most(true);
  }

  private none(): void {
    this.draft.clear();
    for (const src of this.step.sources) this.draft.set(src.region, { ordinary: 0, special: false, aircraft: 0 });
  }

  /** The most each border allows; `careful` keeps 4 on objective regions and 1 under the rocket. */
  private most(careful: boolean): void {
    const m = this.m;
    this.none();
    const t = m.table(this.table);
    const myTokens = new Map<string, string | null>();
    for (const k of m.myTokens(this.table, this.seat)) {
      let kind: string | null = k.kind;
      if (!kind) {
        try {
          kind = this.env.storage.getItem(tokenKey(this.env.binding, this.step.power, k.region));
        } catch {
          kind = null;
        }
      }
      myTokens.set(k.region, kind);
    }
    let air = this.step.aircraft_room;
    for (const src of this.step.sources) {
      let n = this.cap(src);
      if (careful) {
        const have = m.holding(this.table, src.region, this.seat);
        let keep = 0;
        const kind = myTokens.get(src.region);
        if (myTokens.has(src.region) && kind !== "non_intervention_2") keep = 4;
        if (t?.rockets.some((k) => k.region === src.region && k.holder === this.seat)) keep = Math.max(keep, 1);
        n = Math.max(0, Math.min(n, have - keep));
      }
      const d: Draft = { ordinary: n, special: false, aircraft: 0 };
      if (!careful) {
        d.special = src.special && (this.step.per_crossing === null || this.step.per_crossing === undefined || n < (this.step.per_crossing ?? 0));
        d.aircraft = Math.min(src.aircraft, air);
        air -= d.aircraft;
      }
      this.draft.set(src.region, d);
    }
  }

  override picking(): Picking {
    return {
      table: this.table,
      selectable: this.step.sources.map((s) => s.region),
      selected: [...this.draft.entries()].filter(([, d]) => d.ordinary > 0 || d.special || d.aircraft > 0).map(([r]) => r),
    };
  }

  override pick(region: string): void {
    const src = this.step.sources.find((s) => s.region === region);
    const d = this.draft.get(region);
    if (!src || !d) return;
    const cap = this.cap(src) - (d.special ? 1 : 0);
    d.ordinary = d.ordinary >= cap ? 0 : d.ordinary + 1;
    this.env.changed();
  }

  render(): Node[] {
    const m = this.m;
    const t = this.table;
    const out: Node[] = [title(m.t("rei.title", { region: m.regionName(t, this.combatRegion) }))];
    if (this.wasRefused || this.env.memory.refusedReinforce.has(this.key)) out.push(note(m.t("rei.refused"), "t2-warn"));
    if (this.step.sources.length === 0) {
      out.push(note(m.t("rei.none")));
      return out;
    }
    if (this.step.per_crossing !== null && this.step.per_crossing !== undefined) {
      out.push(note(m.t("rei.limit", { n: this.step.per_crossing }), "t2-help"));
    }
    const rows = this.step.sources.map((src) => {
      const d = this.draft.get(src.region) ?? { ordinary: 0, special: false, aircraft: 0 };
      const name = m.regionName(t, src.region);
      const cap = this.cap(src);
      const parts: Node[] = [
        h("span", { class: "t2-src-name" }, m.t("rei.from", { region: name })),
        stepper(m.t("rei.ordinary"), d.ordinary, 0, cap, (v) => {
          d.ordinary = v;
          this.env.changed();
        }, `rei-${src.region}-o`),
      ];
      if (src.special) {
        parts.push(
          button(m.t("rei.special"), () => {
            d.special = !d.special;
            this.env.changed();
          }, { class: "t2-toggle", "aria-pressed": d.special ? "true" : "false", "data-focus": `rei-${src.region}-s` }),
        );
      }
      if (src.aircraft > 0) {
        parts.push(
          stepper(m.t("rei.aircraft"), d.aircraft, 0, src.aircraft, (v) => {
            d.aircraft = v;
            this.env.changed();
          }, `rei-${src.region}-a`),
        );
      }
      return h("li", { class: "t2-source", "data-region": src.region }, parts);
    });
    out.push(h("ul", { class: "t2-sources" }, rows));
    out.push(
      h(
        "div",
        { class: "t2-row" },
        button(m.t("rei.max"), () => {
          this.most(false);
          this.env.changed();
        }, { class: "t2-secondary", "data-focus": "rei-max" }),
        button(m.t("rei.nothing"), () => {
          this.none();
          this.env.changed();
        }, { class: "t2-secondary", "data-focus": "rei-none" }),
      ),
    );
    return out;
  }

  override problem(): string | null {
    const per = this.step.per_crossing;
    let air = 0;
    for (const src of this.step.sources) {
      const d = this.draft.get(src.region);
      if (!d) continue;
      air += d.aircraft;
      if (per !== null && per !== undefined && d.ordinary + (d.special ? 1 : 0) > per) return this.m.t("rei.limit", { n: per });
      if (d.ordinary > src.ordinary || d.aircraft > src.aircraft || (d.special && !src.special)) return this.m.t("rei.title", { region: "" });
    }
    if (air > this.step.aircraft_room) return this.m.t("rei.aircraft");
    return null;
  }

  async command(): Promise<Teg2Command> {
    const moves = [...this.draft.entries()]
      .filter(([, d]) => d.ordinary > 0 || d.special || d.aircraft > 0)
      .map(([region, d]) => ({ region, ordinary: d.ordinary, special: d.special, aircraft: d.aircraft }));
    return { action: "reinforce", power: this.step.power, moves };
  }

  refused(): void {
    this.env.memory.refusedReinforce.add(this.key);
    this.wasRefused = true;
    this.none();
  }
}

/** The defender's choice: fight (with reinforcements) or retreat. */
export class DefendUI implements StepUI {
  private readonly reinforce: ReinforceUI | null;
  private mode: "reinforce" | "retreat";

  private readonly first: Reinforce | Retreat;

  constructor(private readonly env: StepEnv, reinforce: Reinforce | undefined, private readonly retreat: Retreat | undefined) {
    this.reinforce = reinforce ? new ReinforceUI(env, reinforce) : null;
    this.mode = reinforce ? "reinforce" : "retreat";
    this.first = (retreat ?? reinforce)!;
  }

  private get power() {
    return this.first.power;
  }

  private get table(): number {
    return this.env.model.tableOfStep(this.first);
  }

  async init(): Promise<void> {
    await this.reinforce?.init();
    if (!this.retreat || !this.reinforce) return;
    const m = this.env.model;
    const t = m.table(this.table);
    const c = t?.combat;
    if (!c) return;
    const [attacker, defender] = c.sides;
    if (attacker === undefined || defender === undefined) return;
    const theirs = m.holding(this.table, c.region, attacker);
    const mine = m.holding(this.table, c.region, defender);
    if (mine * 2 < theirs) this.mode = "retreat";
  }

  action(): string {
    return this.mode;
  }

  picking(): Picking | null {
    if (this.mode === "reinforce") return this.reinforce?.picking() ?? null;
    const moves = this.retreat?.plan.moves ?? [];
    return { table: this.table, selectable: [], selected: moves.map((x) => x.region ?? "") };
  }

  pick(region: string): void {
    if (this.mode === "reinforce") this.reinforce?.pick(region);
  }

  render(): Node[] {
    const m = this.env.model;
    const region = m.table(this.table)?.combat?.region ?? "";
    const out: Node[] = [title(m.t("def.title", { region: m.regionName(this.table, region) }))];
    const modes: { id: "reinforce" | "retreat"; text: string }[] = [];
    if (this.reinforce) modes.push({ id: "reinforce", text: m.t("def.fight") });
    if (this.retreat) modes.push({ id: "retreat", text: m.t("def.retreat") });
    out.push(
      chips(m.t("def.choice"), modes.map((x) => ({ id: x.id, text: x.text, pressed: x.id === this.mode })), (id) => {
        this.mode = id as "reinforce" | "retreat";
        this.env.changed();
      }, "def-mode", "t2-modes"),
    );
    if (this.mode === "reinforce" && this.reinforce) {
      out.push(h("div", { class: "t2-sub" }, this.reinforce.render()));
    } else if (this.retreat) {
      const list = this.retreat.plan.moves
        .map((mv) => `${m.regionName(this.table, mv.region ?? "")} ${mv.ordinary ?? 0}${mv.special ? "★" : ""}${mv.aircraft ? ` ✈${mv.aircraft}` : ""}`)
        .join(", ");
      out.push(note(m.t("def.retreat_to", { list })));
    }
    return out;
  }

  problem(): string | null {
    return this.mode === "reinforce" ? (this.reinforce?.problem() ?? null) : null;
  }

  async command(): Promise<Teg2Command> {
    if (this.mode === "reinforce" && this.reinforce) return this.reinforce.command();
    return { action: "retreat", power: this.power, moves: this.retreat?.plan.moves ?? [] };
  }

  refused(): void {
    if (this.mode === "reinforce") this.reinforce?.refused();
  }
}

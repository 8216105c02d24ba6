// Incorporation (T2-INC): every unit due placed, the special unit when due,
// the rocket when on offer (declined by default). Default: bring each of
// the player's Control/Intervention regions up to 4 holding units, most
// valuable first, the rest on the most valuable one.
import type { Teg2Command, Teg2LegalOf } from "@teg/client";
import type { Picking } from "./boards";
import { button, h, stepper } from "./dom";
import { points } from "./model";
import { tokenKey } from "./step-place";
import { BaseUI, chips, note, title } from "./step-kit";

type Unit = "army" | "ship" | "aircraft";
type Mode = Unit | "special" | "rocket";

export class IncorporateUI extends BaseUI<Teg2LegalOf<"incorporate">> {
  private alloc = new Map<string, number>(); // `${region}|${unit}` → count
  private special: string | null = null;
  private rocket: string | null = null;
  private mode: Mode = "army";

  action(): string {
    return "incorporate";
  }

  override async init(): Promise<void> {
    this.suggest();
  }

  private get units(): Unit[] {
    return this.step.kinds.filter((k): k is Unit => k === "army" || k === "ship" || k === "aircraft");
  }

  /** The kind a region takes by default: armies on land, ships at sea (armies anywhere at the basic level). */
  private unitFor(region: string): Unit {
    const sea = this.m.isSea(this.table, region);
    const want: Unit = sea ? "ship" : "army";
    if (this.units.includes(want)) return want;
    const other = this.units.find((u) => u !== "aircraft");
    return other ?? this.units[0] ?? "army";
  }

  private fits(unit: Unit, region: string): boolean {
    if (!this.step.regions.includes(region)) return false;
    if (!this.units.includes(unit)) return false;
    if (this.units.includes("ship")) {
      // medium and advanced levels: armies on land, ships at sea (T2-SEA-1)
      const sea = this.m.isSea(this.table, region);
      if (unit === "army" && sea) return false;
      if (unit === "ship" && !sea) return false;
    }
    return true;
  }

  private placed(): number {
    let n = 0;
    for (const c of this.alloc.values()) n += c;
    return n;
  }

  private add(region: string, unit: Unit, n: number): void {
    const key = `${region}|${unit}`;
    const c = (this.alloc.get(key) ?? 0) + n;
    if (c > 0) this.alloc.set(key, c);
    else this.alloc.delete(key);
  }

  /** The suggested placement (also the default). */
  private suggest(): void {
    const m = this.m;
    this.alloc.clear();
    const open = this.step.regions;
    const seat = this.seat;
    const kinds = new Map<string, number>();
    for (const tok of m.myTokens(this.table, seat)) {
      let kind = tok.kind;
      if (!kind) {
        try {
          kind = (this.env.storage.getItem(tokenKey(this.env.binding, this.step.power, tok.region)) as typeof kind) ?? null;
        } catch {
          kind = null;
        }
      }
      const p = kind ? points(kind) : 3;
      if (kind === "non_intervention_2") continue;
      if (open.includes(tok.region)) kinds.set(tok.region, p);
    }
    const targets = [...kinds.entries()].sort((a, b) => b[1] - a[1]).map(([r]) => r);
    let left = this.step.units;
    for (const r of targets) {
      if (left <= 0) break;
      const need = Math.max(0, 4 - m.holding(this.table, r, seat));
      const n = Math.min(need, left);
      if (n > 0) {
        this.add(r, this.unitFor(r), n);
        left -= n;
      }
    }
    const rest = targets[0] ?? open[0];
    if (left > 0 && rest) this.add(rest, this.unitFor(rest), left);
    // at most one special unit of a player per region (T2-SPU-2)
    const free = this.specialRegions();
    this.special = this.step.special ? (targets.find((r) => free.includes(r)) ?? free[0] ?? null) : null;
    this.rocket = null;
    this.mode = this.unitFor(rest ?? "");
  }

  /** Where the special unit may go: open regions without one of the player's already. */
  private specialRegions(): string[] {
    return this.step.regions.filter((r) => !this.m.force(this.table, r, this.seat)?.special);
  }

  private rocketRegions(): string[] {
    const mine = new Set<string>();
    const t = this.m.table(this.table);
    for (const f of t?.forces ?? []) if (f.seat === this.seat) mine.add(f.region);
    for (const k of this.alloc.keys()) mine.add(k.split("|")[0] ?? "");
    if (this.special) mine.add(this.special);
    return this.step.regions.filter((r) => mine.has(r));
  }

  override picking(): Picking {
    let selectable: string[];
    let selected: string[];
    if (this.mode === "special") {
      selectable = this.specialRegions();
      selected = this.special ? [this.special] : [];
    } else if (this.mode === "rocket") {
      selectable = this.rocketRegions();
      selected = this.rocket ? [this.rocket] : [];
    } else {
      const unit = this.mode;
      selectable = this.step.regions.filter((r) => this.fits(unit, r));
      selected = [...this.alloc.keys()].filter((k) => k.endsWith(`|${unit}`)).map((k) => k.split("|")[0] ?? "");
    }
    return { table: this.table, selectable, selected };
  }

  override pick(region: string): void {
    if (this.mode === "special") {
      if (this.specialRegions().includes(region)) this.special = region;
    } else if (this.mode === "rocket") {
      this.rocket = region;
    } else {
      const unit = this.mode;
      if (!this.fits(unit, region)) return;
      if (this.placed() >= this.step.units) {
        // all placed: move one from the largest other pile
        let from: string | null = null;
        let most = 0;
        for (const [k, c] of this.alloc) {
          if (k !== `${region}|${unit}` && c > most) {
            most = c;
            from = k;
          }
        }
        if (!from) return;
        this.alloc.set(from, most - 1);
        if (most - 1 <= 0) this.alloc.delete(from);
      }
      this.add(region, unit, 1);
    }
    this.env.changed();
  }

  render(): Node[] {
    const m = this.m;
    const left = this.step.units - this.placed();
    const modes: { id: Mode; text: string }[] = this.units.map((u) => ({ id: u, text: m.t(`unit.${u}`) }));
    if (this.step.special) modes.push({ id: "special", text: m.t("unit.special") });
    if (this.step.rocket) modes.push({ id: "rocket", text: m.t("unit.rocket") });
    const rows = [...this.alloc.entries()].map(([k, c]) => {
      const [region = "", unit = "army"] = k.split("|");
      return h(
        "li",
        { class: "t2-alloc" },
        stepper(
          `${m.regionName(this.table, region)} · ${m.t(`unit.${unit}`)}`,
          c,
          0,
          c + Math.max(0, left),
          (v) => {
            if (v > 0) this.alloc.set(k, v);
            else this.alloc.delete(k);
            this.env.changed();
          },
          `alloc-${k}`,
        ),
      );
    });
    const out: Node[] = [
      title(m.t("inc.title", { n: this.step.units })),
      h("p", { class: `t2-count${left === 0 ? " ok" : ""}`, "aria-live": "polite" }, left >= 0 ? m.t("inc.left", { n: left }) : m.t("inc.over", { n: -left })),
    ];
    if (modes.length > 1) {
      out.push(
        chips(m.t("inc.mode"), modes.map((x) => ({ id: x.id, text: x.text, pressed: x.id === this.mode })), (id) => {
          this.mode = id as Mode;
          this.env.changed();
        }, "inc-mode", "t2-modes"),
      );
    }
    const pick = this.picking();
    out.push(
      chips(
        m.t("inc.mode") + " " + (modes.find((x) => x.id === this.mode)?.text ?? ""),
        pick.selectable.map((r) => {
          const mine = m.holding(this.table, r, this.seat);
          return { id: r, text: m.regionName(this.table, r), sub: mine > 0 ? String(mine) : undefined, pressed: pick.selected.includes(r) };
        }),
        (id) => this.pick(id),
        "inc-region",
        "t2-regions",
      ),
    );
    out.push(h("ul", { class: "t2-allocs" }, rows));
    if (this.step.special) {
      out.push(note(this.special ? m.t("inc.special", { region: m.regionName(this.table, this.special) }) : m.t("inc.need_special")));
    }
    if (this.step.rocket) {
      const box = h("input", { type: "checkbox", id: "teg2-take-rocket", "data-focus": "take-rocket", checked: this.rocket !== null });
      box.addEventListener("change", () => {
        this.rocket = box.checked ? (this.rocketRegions()[0] ?? null) : null;
        if (box.checked) this.mode = "rocket";
        this.env.changed();
      });
      out.push(h("label", { class: "t2-check", for: "teg2-take-rocket" }, box, m.t("inc.take_rocket")));
      if (this.rocket) out.push(note(m.t("inc.rocket_at", { region: m.regionName(this.table, this.rocket) })));
    }
    out.push(
      h(
        "div",
        { class: "t2-row" },
        button(m.t("inc.reset"), () => {
          this.suggest();
          this.env.changed();
        }, { class: "t2-secondary", "data-focus": "inc-reset" }),
        button(m.t("inc.clear"), () => {
          this.alloc.clear();
          this.env.changed();
        }, { class: "t2-secondary", "data-focus": "inc-clear" }),
      ),
    );
    return out;
  }

  override problem(): string | null {
    const m = this.m;
    const left = this.step.units - this.placed();
    if (left > 0) return m.t("inc.left", { n: left });
    if (left < 0) return m.t("inc.over", { n: -left });
    for (const k of this.alloc.keys()) {
      const [region = "", unit = "army"] = k.split("|");
      if (!this.fits(unit as Unit, region)) return m.t("inc.wrong_kind", { unit: m.t(`unit.${unit}`), region: m.regionName(this.table, region) });
    }
    if (this.step.special && (!this.special || !this.specialRegions().includes(this.special))) return m.t("inc.need_special");
    if (this.rocket !== null && !this.rocketRegions().includes(this.rocket)) return m.t("inc.need_rocket");
    return null;
  }

  async command(): Promise<Teg2Command> {
    const units = [...this.alloc.entries()]
      .filter(([, c]) => c > 0)
      .map(([k, count]) => {
        const [region = "", unit = "army"] = k.split("|");
        return { region, unit: unit as Unit, count };
      });
    return {
      action: "incorporate",
      power: this.step.power,
      units,
      special: this.step.special ? this.special : null,
      rocket: this.step.rocket ? this.rocket : null,
    };
  }
}

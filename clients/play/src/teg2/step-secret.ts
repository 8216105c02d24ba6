// The two secret choices of a combat and a launch: the battle command
// (three dials, the rules' default pre-set, checked with isLegalSplit,
// T2-CLK) and the interception (intercept or let pass, T2-RKT-8). Both are
// committed through Teg2Secrets; a choice already committed in this
// browser is shown locked and sent again unchanged.
import { canonicalSplit, defaultSplit, isLegalSplit, parseSplit } from "@teg/client";
import type { Dial, Teg2Command, Teg2LegalOf } from "@teg/client";
import type { Picking } from "./boards";
import { button, h } from "./dom";
import type { Force } from "./model";
import { BaseUI, note, title } from "./step-kit";

export class SplitUI extends BaseUI<Teg2LegalOf<"commit_split">> {
  private dials: [Dial, Dial, Dial] = [0, 0, 0];
  private locked = false;

  action(): string {
    return "commit_split";
  }

  override async init(): Promise<void> {
    const kept = await this.env.secrets.kept(this.env.binding, this.step.window, this.step.power);
    const parsed = kept ? parseSplit(kept.choice) : null;
    if (parsed) {
      this.dials = parsed;
      this.locked = true;
    } else {
      this.reset();
    }
  }

  private reset(): void {
    this.dials = parseSplit(defaultSplit(this.step)) ?? [this.step.ordinary, 0, 0];
  }

  override picking(): Picking | null {
    const region = this.m.table(this.table)?.combat?.region;
    return region ? { table: this.table, selectable: [], selected: [region] } : null;
  }

  private extra(f: Force | undefined): string {
    if (!f) return "";
    return `${f.special ? " ★" : ""}${f.aircraft > 0 ? ` ✈${f.aircraft}` : ""}`;
  }

  render(): Node[] {
    const m = this.m;
    const t = m.table(this.table);
    const c = t?.combat;
    const region = c?.region ?? "";
    const out: Node[] = [title(m.t("split.title", { region: m.regionName(this.table, region) }))];
    out.push(
      note(
        m.t("split.yours", {
          n: this.step.ordinary,
          extra: `${this.step.special ? " ★" : ""}${this.step.aircraft > 0 ? ` ✈${this.step.aircraft}` : ""}`,
        }),
      ),
    );
    const other = c?.sides.find((s) => s !== this.seat);
    if (other !== undefined) {
      const f = m.force(this.table, region, other);
      out.push(note(m.t("split.theirs", { power: m.seatName(other), n: f?.ordinary ?? 0, extra: this.extra(f) })));
    }
    const options: { value: string; text: string }[] = [];
    for (let n = 0; n <= Math.min(11, this.step.ordinary); n++) options.push({ value: String(n), text: String(n) });
    if (this.step.ordinary > 0) options.push({ value: "+", text: m.t("split.plus") });
    if (this.step.special) options.push({ value: "ue", text: m.t("split.ue") });
    if (this.step.aircraft > 0) options.push({ value: "air", text: m.t("split.air") });
    const dials = this.dials.map((d, i) => {
      const id = `teg2-dial-${i}`;
      const select = h(
        "select",
        { id, class: "t2-dial", "data-focus": id, disabled: this.locked },
        options.map((o) => h("option", { value: o.value, selected: String(d) === o.value }, o.text)),
      );
      select.addEventListener("change", () => {
        const v = select.value;
        this.dials[i] = v === "+" || v === "ue" || v === "air" ? v : Number(v);
        this.env.changed();
      });
      return h("div", { class: "t2-dial-box" }, h("label", { for: id }, m.t("split.dial", { n: i + 1 })), select);
    });
    out.push(h("div", { class: "t2-dials" }, dials));
    const set = this.dials.reduce<number>((n, d) => n + (typeof d === "number" ? d : 0), 0);
    const plus = this.dials.includes("+");
    out.push(
      h(
        "p",
        { class: "t2-count", "aria-live": "polite" },
        m.t("split.set", { set: plus ? `${set} + ${Math.max(0, this.step.ordinary - set)}` : set, n: this.step.ordinary }),
      ),
    );
    if (this.locked) out.push(note(m.t("split.locked"), "t2-help"));
    else {
      out.push(
        h(
          "div",
          { class: "t2-row" },
          button(m.t("split.default"), () => {
            this.reset();
            this.env.changed();
          }, { class: "t2-secondary", "data-focus": "split-default" }),
        ),
      );
    }
    return out;
  }

  override problem(): string | null {
    return isLegalSplit(this.dials, this.step) ? null : this.m.t("split.invalid");
  }

  async command(): Promise<Teg2Command> {
    return this.env.secrets.commitSplit(this.env.binding, this.step, canonicalSplit(this.dials));
  }
}

export class InterceptUI extends BaseUI<Teg2LegalOf<"commit_intercept">> {
  private intercept = false;
  private locked = false;

  action(): string {
    return "commit_intercept";
  }

  override async init(): Promise<void> {
    const kept = await this.env.secrets.kept(this.env.binding, this.step.window, this.step.power);
    if (kept) {
      this.intercept = kept.choice === "intercept";
      this.locked = true;
      return;
    }
    // Default: protect a region where the player has units or an objective.
    const m = this.m;
    const target = m.table(this.table)?.launch?.target;
    if (!target) return;
    const mine = m.holding(this.table, target, this.seat) > 0 || (m.force(this.table, target, this.seat)?.aircraft ?? 0) > 0;
    const token = m.myTokens(this.table, this.seat).some((k) => k.region === target);
    this.intercept = mine || token;
  }

  override picking(): Picking | null {
    const target = this.m.table(this.table)?.launch?.target;
    return target ? { table: this.table, selectable: [], selected: [target] } : null;
  }

  render(): Node[] {
    const m = this.m;
    const launch = m.table(this.table)?.launch;
    const out: Node[] = [
      title(
        launch
          ? m.t("icp.title", { power: m.seatName(launch.launcher), region: m.regionName(this.table, launch.target) })
          : m.t("duty.commit_intercept"),
      ),
      note(m.t("icp.question")),
    ];
    const choice = (yes: boolean, id: string, text: string) =>
      button(text, () => {
        if (this.locked) return;
        this.intercept = yes;
        this.env.changed();
      }, {
        id,
        class: "t2-chip t2-big",
        "aria-pressed": this.intercept === yes ? "true" : "false",
        "data-focus": id,
        disabled: this.locked && this.intercept !== yes,
      });
    out.push(
      h(
        "div",
        { class: "t2-row", role: "group" },
        choice(true, "teg2-intercept", m.t("icp.intercept")),
        choice(false, "teg2-pass", m.t("icp.pass")),
      ),
    );
    if (this.locked) out.push(note(m.t("split.locked"), "t2-help"));
    return out;
  }

  async command(): Promise<Teg2Command> {
    return this.env.secrets.commitIntercept(this.env.binding, this.step, this.intercept);
  }
}

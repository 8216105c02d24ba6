// Objective placement (T2-OBJ-3): a region (default: the first open one)
// and a token kind (default: the most valuable still unused), committed
// with Teg2Secrets; the kind is kept in this browser only.
import { TOKEN_KINDS } from "@teg/client";
import type { Teg2Command, Teg2LegalOf, TokenKind } from "@teg/client";
import type { Picking } from "./boards";
import { BaseUI, chips, note, title } from "./step-kit";
import { points } from "./model";

/** Where the viewer's own token kinds are remembered (for the objectives table). */
export function tokenKey(binding: string, power: string, region: string): string {
  return `teg2-token|${binding}|${power}|${region}`;
}

export class PlaceUI extends BaseUI<Teg2LegalOf<"place_objective">> {
  private region = "";
  private kind: TokenKind = "control_5";
  private kinds: TokenKind[] = [...TOKEN_KINDS];
  private locked = false;

  action(): string {
    return "place_objective";
  }

  override async init(): Promise<void> {
    const { secrets, binding } = this.env;
    const unused = await secrets.unusedKinds(binding, this.step.power);
    this.kinds = unused.length > 0 ? unused : [...TOKEN_KINDS];
    this.kind = this.kinds[this.kinds.length - 1] ?? "control_5";
    const kept = await secrets.kept(binding, this.step.window, this.step.power);
    if (kept && (TOKEN_KINDS as readonly string[]).includes(kept.choice)) {
      // A placement whose answer was lost: the same kind must be sent again.
      this.kind = kept.choice as TokenKind;
      if (!this.kinds.includes(this.kind)) this.kinds.push(this.kind);
      this.locked = true;
    }
    this.region = this.step.regions[0] ?? "";
  }

  override picking(): Picking {
    return { table: this.table, selectable: this.step.regions, selected: this.region ? [this.region] : [] };
  }

  override pick(region: string): void {
    if (!this.step.regions.includes(region)) return;
    this.region = region;
    this.env.changed();
  }

  render(): Node[] {
    const m = this.m;
    const sorted = [...this.kinds].sort((a, b) => points(b) - points(a));
    return [
      title(m.t("place.title")),
      chips(
        m.t("place.region"),
        this.step.regions.map((r) => ({ id: r, text: m.regionName(this.table, r), pressed: r === this.region })),
        (id) => this.pick(id),
        "place-region",
        "t2-regions",
      ),
      chips(
        m.t("place.kind"),
        sorted
          .filter((k) => !this.locked || k === this.kind)
          .map((k) => ({ id: k, text: m.t(`kind.${k}`), pressed: k === this.kind })),
        (id) => {
          this.kind = id as TokenKind;
          this.env.changed();
        },
        "place-kind",
        "t2-kinds",
      ),
      note(m.t("place.help"), "t2-help"),
    ];
  }

  override problem(): string | null {
    return this.step.regions.includes(this.region) ? null : this.m.t("place.region");
  }

  async command(): Promise<Teg2Command> {
    const { secrets, binding, storage } = this.env;
    const command = await secrets.placeObjective(binding, this.step, { region: this.region, kind: this.kind });
    try {
      storage.setItem(tokenKey(binding, this.step.power, this.region), this.kind);
    } catch {
      // storage full or denied: the objectives table just shows "?"
    }
    return command;
  }
}

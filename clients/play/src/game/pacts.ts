// Pacts between players (R-PCT), for the editions that have them: propose
// one of the terms the legal actions offer (#pact-to, #pact-terms,
// #propose-pact), answer a proposal (li[data-pact-id] with
// button[data-answer=accept|refuse]), withdraw one's own, break or dismiss
// a pact in force (li.pact-in-force). Every command is a legal action.
import type { GameResponse, LegalActions, RiskCommand, Schema } from "@teg/client";
import type { MapData } from "../api.js";
import { h, replace, select } from "../dom.js";
import { t } from "../i18n.js";
import { colorWord, playerName } from "../names.js";
import { termsText } from "../terms.js";

type Pact = Schema<"Pact">;
type Propose = Extract<RiskCommand, { type: "propose_pact" }>;

export class Pacts {
  readonly el = h("section", { id: "pacts", class: "panel pacts", hidden: true });
  private to = "";
  private termsIndex = "0";

  constructor(private readonly play: (command: RiskCommand) => Promise<boolean>) {}

  render(view: GameResponse, legal: LegalActions, map: MapData | undefined, replay: boolean): void {
    const v = view as { options?: { pacts?: boolean }; pacts?: Pact[]; you?: { color?: string } | null };
    const on = Boolean(v.options?.pacts) && view.status !== "lobby";
    this.el.hidden = !on;
    if (!on) return;
    const me = v.you?.color ?? null;
    const actions = (replay || view.status !== "playing" ? [] : legal.actions ?? []) as RiskCommand[];
    const has = (type: string, pact: number) => actions.some((a) => a.type === type && (a as { pact?: number }).pact === pact);
    const pacts = v.pacts ?? [];
    const items = pacts.map((p) => this.item(p, me, view, map, has));
    const proposals = actions.filter((a): a is Propose => a.type === "propose_pact");
    replace(
      this.el,
      h("h3", null, t("pacts")),
      items.length ? h("ul", { class: "pact-list" }, ...items) : h("p", { class: "hint" }, t("no_pacts")),
      proposals.length ? this.proposeForm(proposals, view, map) : null,
    );
  }

  private item(p: Pact, me: string | null, view: GameResponse, map: MapData | undefined, has: (type: string, pact: number) => boolean): HTMLElement {
    const terms = termsText(p.terms, map, view);
    const state = p.status.state;
    const answer = (label: string, word: string, type: RiskCommand["type"]) => {
      const b = h("button", { type: "button", "data-answer": word, class: word === "accept" ? "primary" : "secondary" }, label);
      b.addEventListener("click", async () => {
        b.disabled = true;
        await this.play({ type, pact: p.id } as RiskCommand);
        b.disabled = false;
      });
      return b;
    };
    if (state === "proposed") {
      if (p.to === me) {
        return h(
          "li",
          { "data-pact-id": p.id, class: "pact-incoming" },
          h("span", null, t("pact_from", { player: playerName(view, p.by), terms })),
          h("span", { class: "buttons" }, answer(t("accept"), "accept", "accept_pact"), answer(t("pact_refuse"), "refuse", "refuse_pact")),
        );
      }
      if (p.by === me) {
        return h(
          "li",
          { "data-pact-id": p.id, class: "pact-sent" },
          h("span", null, t("pact_sent", { player: playerName(view, p.to), terms })),
          has("withdraw_pact", p.id) ? h("span", { class: "buttons" }, answer(t("pact_withdraw"), "withdraw", "withdraw_pact")) : null,
        );
      }
      return h("li", { "data-pact-id": p.id, class: "pact-other" }, `${playerName(view, p.by)} → ${playerName(view, p.to)}: ${terms}`);
    }
    const other = p.by === me ? p.to : p.to === me ? p.by : null;
    const label = other ? t("pact_in_force", { player: playerName(view, other), terms }) : `${colorWord(p.by)} ↔ ${colorWord(p.to)}: ${terms}`;
    const note =
      p.status.state === "breaking" ? ` ${t("pact_breaking")}` : p.status.state === "truce" ? ` ${t("pact_truce", { n: p.status.until_round })}` : "";
    const buttons = h("span", { class: "buttons" });
    if (has("break_pact", p.id)) buttons.appendChild(answer(t("pact_break"), "break", "break_pact"));
    if (has("dismiss_zone", p.id)) buttons.appendChild(answer(t("pact_dismiss"), "dismiss", "dismiss_zone"));
    return h("li", { "data-pact-id": p.id, class: "pact-in-force" }, h("span", null, label, note), buttons.childElementCount ? buttons : null);
  }

  private proposeForm(proposals: Propose[], view: GameResponse, map: MapData | undefined): HTMLElement {
    const colors: string[] = [...new Set(proposals.map((p) => p.to as string))];
    if (!colors.includes(this.to)) this.to = colors[0] ?? "";
    const toSelect = select({ id: "pact-to" }, colors.map((c): [string, string] => [c, playerName(view, c)]), this.to);
    const options = () => proposals.filter((p) => p.to === this.to);
    const termsSelect = select({ id: "pact-terms" }, options().map((p, i) => [String(i), termsText(p.terms, map, view)]), this.termsIndex);
    if (termsSelect.selectedIndex < 0) termsSelect.selectedIndex = 0;
    toSelect.addEventListener("change", () => {
      this.to = toSelect.value;
      this.termsIndex = "0";
      replace(termsSelect, ...options().map((p, i) => h("option", { value: String(i) }, termsText(p.terms, map, view))));
    });
    termsSelect.addEventListener("change", () => {
      this.termsIndex = termsSelect.value;
    });
    const propose = h("button", { type: "button", id: "propose-pact" }, t("propose_pact"));
    propose.addEventListener("click", async () => {
      const chosen = options()[Number(termsSelect.value)];
      if (!chosen) return;
      propose.disabled = true;
      await this.play(chosen);
      propose.disabled = false;
    });
    return h(
      "div",
      { class: "pact-propose" },
      h("div", { class: "field" }, h("label", { for: "pact-to" }, t("pact_to")), toSelect),
      h("div", { class: "field" }, h("label", { for: "pact-terms" }, t("pact_terms")), termsSelect),
      propose,
    );
  }
}

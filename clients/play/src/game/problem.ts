// The refusal banner of a page (#problem, role=alert): the problem's code
// in the player's language, its rule, and the server's detail as a
// fallback; hidden until a refusal comes, closed by hand or by the next
// success.
import { h, replace } from "../dom.js";
import { t } from "../i18n.js";
import { describe } from "../problems.js";

export class ProblemBanner {
  readonly el = h("div", { id: "problem", class: "problem", role: "alert", hidden: true });

  show(error: unknown): void {
    const d = describe(error);
    this.el.setAttribute("data-code", d.code);
    const close = h("button", { type: "button", class: "close", "aria-label": "×" }, "×");
    close.addEventListener("click", () => this.hide());
    replace(this.el, h("span", { class: "problem-text" }, d.text), d.rule ? h("small", { class: "rule" }, ` (${t("rule", { rule: d.rule })})`) : null, close);
    this.el.hidden = false;
  }

  /** Hides a banner about the link (the service unreachable), once things work again. */
  clearTransient(): void {
    const code = this.el.getAttribute("data-code") ?? "";
    if (code === "NETWORK" || /^HTTP_5\d\d$/.test(code) || code === "DATABASE_UNAVAILABLE") this.hide();
  }

  hide(): void {
    this.el.hidden = true;
    this.el.removeAttribute("data-code");
    this.el.replaceChildren();
  }
}

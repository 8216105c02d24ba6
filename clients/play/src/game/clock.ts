// The turn clock (#clock): counts down from the view's `seconds_left`
// (or its `deadline`), once a second; hidden when the game has no clock
// running.
import { h, replace } from "../dom.js";
import { t } from "../i18n.js";
import { duration } from "../names.js";

export class Clock {
  readonly el = h("div", { id: "clock", class: "clock", hidden: true, role: "timer", "aria-live": "off" });
  private until: number | null = null;
  private timer: ReturnType<typeof setInterval> | undefined;

  set(secondsLeft: number | null | undefined, deadline: string | null | undefined): void {
    if (typeof secondsLeft === "number") this.until = Date.now() + secondsLeft * 1000;
    else if (deadline) {
      const at = Date.parse(deadline);
      this.until = Number.isNaN(at) ? null : at;
    } else this.until = null;
    if (this.until === null) {
      this.el.hidden = true;
      if (this.timer !== undefined) clearInterval(this.timer);
      this.timer = undefined;
      return;
    }
    this.el.hidden = false;
    this.tick();
    if (this.timer === undefined) this.timer = setInterval(() => this.tick(), 1000);
  }

  private tick(): void {
    if (this.until === null) return;
    const left = Math.max(0, Math.round((this.until - Date.now()) / 1000));
    this.el.classList.toggle("low", left <= 10);
    this.el.setAttribute("data-seconds", String(left));
    replace(this.el, h("span", { class: "clock-label" }, t("time_left")), " ", h("strong", null, duration(left)));
  }

  stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }
}

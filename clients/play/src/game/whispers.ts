// Whispers (SVC-WHISPER): private words with other seats of the game. Shown
// to a seated person only: the whispers their seat sent or received
// (#whisper-log), read every few seconds while the page is open, the other
// people's seats to tick (#whisper-to), and a box to write (#whisper-input,
// #whisper-send); a table of bots alone has no panel. Nobody else's page
// ever reads them: the API answers each seat its own.
import type { GameResponse } from "@teg/client";
import { client } from "../auth.js";
import { h, replace } from "../dom.js";
import { t } from "../i18n.js";
import type { ProblemBanner } from "./problem.js";

const EVERY_MS = 4000;

interface SeatLike {
  seat: number;
  user_id: string;
  name?: string | null;
  bot?: string | null;
}

export class Whispers {
  readonly el: HTMLElement;
  private readonly log = h("ul", { id: "whisper-log", class: "chat-log", "aria-live": "polite" });
  private readonly to = h("fieldset", { id: "whisper-to", class: "whisper-to" });
  private readonly input = h("input", { id: "whisper-input", type: "text", maxlength: 500, autocomplete: "off", placeholder: t("whisper_placeholder") });
  private after = 0;
  private timer: ReturnType<typeof setInterval> | undefined;
  private names = new Map<number, string>();
  private seatsKey = "";
  private reading = false;

  constructor(
    private readonly gameId: string,
    private readonly userId: string,
    private readonly problem: ProblemBanner,
  ) {
    const send = h("button", { id: "whisper-send", type: "submit" }, t("whisper_send"));
    const form = h("form", { class: "chat-form" }, h("label", { for: "whisper-input", class: "sr-only" }, t("whispers")), this.input, send);
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      void this.send(send);
    });
    this.el = h("section", { class: "panel chat whispers", id: "whispers", hidden: true }, h("h3", null, t("whispers")), this.log, this.to, form);
  }

  /** The table's seats, from the view: whom the caller may whisper to. */
  know(view: GameResponse): void {
    const seats = (view.game.seats ?? []) as SeatLike[];
    const mine = seats.find((s) => s.user_id === this.userId);
    for (const s of seats) this.names.set(s.seat, s.user_id === this.userId ? t("you") : (s.name ?? t("seat_n", { n: s.seat + 1 })));
    const others = seats.filter((s) => s !== mine && !s.bot);
    // Nobody to whisper to (not seated, or only bots): no panel.
    if (!mine || others.length === 0) return;
    const key = others.map((s) => `${s.seat}:${this.names.get(s.seat)}`).join(",");
    if (key !== this.seatsKey) {
      this.seatsKey = key;
      const boxes = others.map((s) => {
        const id = `whisper-to-${s.seat}`;
        return h("div", { class: "field check" }, h("input", { id, type: "checkbox", "data-seat": s.seat }), h("label", { for: id }, this.names.get(s.seat) ?? ""));
      });
      replace(this.to, h("legend", null, t("whisper_to")), ...boxes);
    }
    if (this.el.hidden) {
      this.el.hidden = false;
      void this.read();
      this.timer = setInterval(() => void this.read(), EVERY_MS);
    }
  }

  private async read(): Promise<void> {
    if (this.reading) return;
    this.reading = true;
    try {
      const { data } = await client.api.GET("/v1/games/{id}/whispers", { params: { path: { id: this.gameId }, query: { after: this.after, limit: 200 } } });
      for (const w of data?.whispers ?? []) {
        this.after = Math.max(this.after, w.id);
        if (this.log.querySelector(`li[data-whisper-id="${w.id}"]`)) continue;
        const from = this.names.get(w.from) ?? "?";
        const to = w.to.map((s) => this.names.get(s) ?? "?").join(", ");
        this.log.appendChild(h("li", { "data-whisper-id": w.id, class: w.deleted ? "deleted" : null }, h("b", null, `${from} → ${to}`), ": ", w.deleted ? "—" : w.body));
      }
      this.log.scrollTop = this.log.scrollHeight;
    } catch {
      // a missed read: the next one catches up
    } finally {
      this.reading = false;
    }
  }

  private async send(button: HTMLButtonElement): Promise<void> {
    const body = this.input.value.trim();
    const to = [...this.to.querySelectorAll<HTMLInputElement>("input[type=checkbox]:checked")].map((b) => Number(b.dataset.seat));
    if (!body || to.length === 0) {
      this.problem.show(new Error(t("whisper_pick")));
      return;
    }
    button.disabled = true;
    try {
      await client.api.POST("/v1/games/{id}/whispers", { params: { path: { id: this.gameId } }, body: { to, body } });
      this.input.value = "";
      this.problem.hide();
      await this.read();
    } catch (e) {
      this.problem.show(e);
    } finally {
      button.disabled = false;
    }
  }

  stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
  }
}

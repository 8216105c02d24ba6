// A game's chat: the messages (#chat-log), read every few seconds while the
// page is open, and a box to write (#chat-input, #chat-send).
import type { GameResponse } from "@teg/client";
import { client } from "../auth.js";
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { playersOf } from "../names.js";
import type { ProblemBanner } from "./problem.js";

const EVERY_MS = 4000;

export class Chat {
  readonly el: HTMLElement;
  private readonly log = h("ul", { id: "chat-log", class: "chat-log", "aria-live": "polite" });
  private readonly input = h("input", { id: "chat-input", type: "text", maxlength: 500, autocomplete: "off", placeholder: t("chat_placeholder") });
  private after = 0;
  private timer: ReturnType<typeof setInterval> | undefined;
  private names = new Map<string, string>();
  private reading = false;

  constructor(
    private readonly gameId: string,
    private readonly problem: ProblemBanner,
  ) {
    const send = h("button", { id: "chat-send", type: "submit" }, t("send"));
    const form = h("form", { class: "chat-form" }, h("label", { for: "chat-input", class: "sr-only" }, t("chat")), this.input, send);
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      void this.send(send);
    });
    this.el = h("section", { class: "panel chat", id: "chat" }, h("h3", null, t("chat")), this.log, form);
    void this.read();
    this.timer = setInterval(() => void this.read(), EVERY_MS);
  }

  /** Who is who (user id → name), from the view. */
  know(view: GameResponse): void {
    for (const p of playersOf(view)) if (p.user_id && p.name) this.names.set(p.user_id, p.name);
  }

  private async read(): Promise<void> {
    if (this.reading) return;
    this.reading = true;
    try {
      const { data } = await client.api.GET("/v1/games/{id}/chat", { params: { path: { id: this.gameId }, query: { after: this.after, limit: 200 } } });
      for (const m of data?.messages ?? []) {
        this.after = Math.max(this.after, m.id);
        if (this.log.querySelector(`li[data-message-id="${m.id}"]`)) continue;
        const who = this.names.get(m.user_id) ?? m.user_id.slice(0, 8);
        this.log.appendChild(h("li", { "data-message-id": m.id, class: m.deleted ? "deleted" : null }, h("b", null, who), ": ", m.deleted ? "—" : m.body));
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
    if (!body) return;
    button.disabled = true;
    try {
      await client.api.POST("/v1/games/{id}/chat", { params: { path: { id: this.gameId } }, body: { body } });
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

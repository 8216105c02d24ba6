// The replay of a finished game: a slider and previous/next buttons over
// its versions (#replay-slider, #replay-prev, #replay-next); each step shows
// the game as it was at that version (GET /v1/games/{id}/versions/{v}) with
// the event that made it as the news.
import type { Event, GameResponse, LegalActions } from "@teg/client";
import { gameAtVersion } from "../api.js";
import { client } from "../auth.js";
import type { TableState } from "../contract.js";
import { h, replace } from "../dom.js";
import { t } from "../i18n.js";

export class Replay {
  readonly el = h("section", { id: "replay", class: "panel replay", hidden: true });
  private readonly slider = h("input", { id: "replay-slider", type: "range", min: 1, max: 1, step: 1, value: 1 });
  private readonly prev = h("button", { id: "replay-prev", type: "button", class: "secondary" }, t("replay_prev"));
  private readonly next = h("button", { id: "replay-next", type: "button", class: "secondary" }, t("replay_next"));
  private readonly at = h("span", { id: "replay-at", class: "replay-at" });
  private readonly note = h("p", { class: "hint", hidden: true });
  private final = 0;
  private live: TableState | null = null;
  private events: Map<number, Event> | null = null;
  private wanted = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly gameId: string,
    private readonly show: (state: TableState) => void,
  ) {
    this.prev.addEventListener("click", () => this.go(this.current() - 1));
    this.next.addEventListener("click", () => this.go(this.current() + 1));
    this.slider.addEventListener("input", () => {
      if (this.timer !== undefined) clearTimeout(this.timer);
      this.timer = setTimeout(() => this.go(Number(this.slider.value)), 150);
    });
    replace(
      this.el,
      h("h3", null, t("replay")),
      h("label", { for: "replay-slider", class: "sr-only" }, t("replay")),
      this.slider,
      h("div", { class: "buttons replay-buttons" }, this.prev, this.at, this.next),
      this.note,
    );
  }

  /** The finished game's last state: the replay ends there. */
  finished(state: TableState, version: number): void {
    this.live = state;
    this.final = version;
    this.el.hidden = false;
    this.slider.max = String(Math.max(1, version));
    if (!this.wanted) {
      this.slider.value = String(version);
      this.wanted = version;
    }
    this.label();
  }

  private current(): number {
    return this.wanted || this.final;
  }

  private label(): void {
    const v = this.current();
    this.at.textContent = t("replay_at", { v, n: this.final });
    this.prev.disabled = v <= 1;
    this.next.disabled = v >= this.final;
  }

  private async loadEvents(): Promise<Map<number, Event>> {
    if (this.events) return this.events;
    const all = new Map<number, Event>();
    let since = 0;
    for (let i = 0; i < 200 && since < this.final; i++) {
      const batch = await client.listEventsOnce(this.gameId, since, 0);
      if (!batch.events.length) break;
      for (const v of batch.events) all.set(v.version, v.event as Event);
      since = batch.events[batch.events.length - 1]!.version;
    }
    this.events = all;
    return all;
  }

  async go(version: number): Promise<void> {
    const v = Math.max(1, Math.min(this.final, Math.round(version)));
    this.wanted = v;
    this.slider.value = String(v);
    this.label();
    if (v === this.final && this.live) {
      const events = await this.loadEvents().catch(() => new Map<number, Event>());
      const e = events.get(v);
      this.show({ ...this.live, news: e ? [e] : [], replay: true });
      return;
    }
    try {
      const [view, events] = await Promise.all([gameAtVersion(this.gameId, v), this.loadEvents()]);
      if (this.wanted !== v) return; // moved on meanwhile
      const legal: LegalActions = { version: v, seat: null, actions: [] };
      const e = events.get(v);
      this.note.hidden = true;
      this.show({ view: view as GameResponse, legal, news: e ? [e] : [], replay: true });
    } catch {
      this.note.hidden = false;
      this.note.textContent = t("replay_unavailable");
    }
  }
}

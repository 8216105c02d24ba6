// The table of the Risk-like editions (revancha, classic, junior): the
// board, the moves open now as clicks (a country, then a target, then a
// count, then confirm), others' moves shown one at a time at the chosen
// pace with the move highlighted, dice, objectives, cards and the log.
// Implements the shell's Table contract (../contract.ts).
import type { Event, RiskCommand } from "@teg/client";
import type { MapData } from "../api.js";
import { mapOf } from "../api.js";
import type { Table, TableContext, TableFactory, TableState } from "../contract.js";
import { h, replace, select } from "../dom.js";
import { countryName, playerName } from "../names.js";
import { PACE_MS, prefs } from "../prefs.js";
import { onPhone } from "../touch.js";
import { Board } from "./board.js";
import type { CountryState } from "./board.js";
import { applyEvent } from "./fold.js";
import type { Step } from "./fold.js";
import { Moves } from "./moves.js";
import type { Range, Target, TargetKind } from "./moves.js";
import { diceOf, narrate } from "./narrate.js";
import { actingColor, phaseText, renderCards, renderDice, renderObjectives, renderPlayers, renderSituation } from "./panels.js";
import type { RiskView } from "./panels.js";

const LOG_MAX = 80;

interface Selection {
  from?: string;
  to?: string;
  kind?: TargetKind;
}

class RiskTable implements Table {
  private readonly board: Board;
  private map: MapData | undefined;
  private ready: Promise<void> | null = null;
  private readonly queue: TableState[] = [];
  private draining = false;
  private animating = false;
  private started = false;
  private state: TableState | null = null;
  private local = new Map<string, CountryState>();
  private moves = new Moves([]);
  private sel: Selection = {};
  private busy = false;
  private lastStep: Step | null = null;
  private me: string | null = null;
  private wake: (() => void) | null = null;
  private destroyed = false;
  private zoomButton: HTMLElement | null = null;
  private readonly unsubscribe: () => void;
  private readonly els: Record<"phase" | "actions" | "dice" | "players" | "objective" | "common" | "situation" | "cards" | "log" | "boardWrap", HTMLElement>;

  constructor(
    private readonly root: HTMLElement,
    private readonly ctx: TableContext,
  ) {
    this.board = new Board((id) => this.pick(id));
    const zoom = h("button", { type: "button", class: "zoom secondary", "aria-pressed": "false" }, ctx.t("zoom"));
    zoom.addEventListener("click", () => {
      const on = zoom.getAttribute("aria-pressed") !== "true";
      this.board.zoom(on);
      zoom.setAttribute("aria-pressed", String(on));
    });
    this.zoomButton = zoom;
    this.els = {
      phase: h("p", { id: "phase", class: "phase", "aria-live": "polite" }),
      boardWrap: h("div", { class: "board-wrap" }, this.board.el, h("div", { class: "board-tools" }, zoom)),
      actions: h("div", { id: "actions", class: "actions" }),
      dice: h("div", { id: "dice", class: "dice", hidden: true }),
      players: h("ul", { id: "player-list", class: "players" }),
      objective: h("section", { id: "objective", class: "panel" }),
      common: h("section", { id: "common-objective", class: "panel" }),
      situation: h("section", { id: "situation", class: "panel", hidden: true }),
      cards: h("section", { id: "cards", class: "panel" }),
      log: h("ul", { id: "event-log", class: "event-log", "aria-live": "polite" }),
    };
    const e = this.els;
    root.replaceChildren(
      h(
        "div",
        { class: "risk" },
        h("div", { class: "risk-main" }, e.phase, e.boardWrap, e.actions, e.dice),
        h(
          "div",
          { class: "risk-side" },
          h("section", { class: "panel" }, h("h3", null, ctx.t("players_panel")), e.players),
          e.objective,
          e.common,
          e.situation,
          e.cards,
          h("section", { class: "panel" }, h("h3", null, ctx.t("event_log")), e.log),
        ),
      ),
    );
    this.unsubscribe = prefs.subscribe(() => {
      if (prefs.pace === "instant") this.wake?.();
    });
  }

  update(state: TableState): void {
    if (this.destroyed) return;
    if (!this.ready) this.ready = this.load(state.view.game.ruleset);
    if (state.replay) this.queue.length = 0; // a replay step replaces whatever was pending
    this.queue.push(state);
    if (!this.draining) void this.drain();
  }

  destroy(): void {
    this.destroyed = true;
    this.wake?.();
    this.unsubscribe();
    this.root.replaceChildren();
  }

  private async load(ruleset: string): Promise<void> {
    try {
      this.map = await mapOf(ruleset);
    } catch {
      this.map = undefined;
    }
    await this.board.load(ruleset, this.ctx.lang, this.map);
    // On a phone every country is a finger's target from the start.
    if (onPhone()) {
      this.board.zoom(true);
      this.zoomButton?.setAttribute("aria-pressed", "true");
    }
  }

  // ---- others' moves, one at a time ----

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      await this.ready;
      while (this.queue.length && !this.destroyed) {
        const state = this.queue.shift()!;
        const view = state.view as unknown as RiskView;
        this.me = view.you?.color ?? view.players?.find((p) => p.user_id === this.ctx.userId)?.color ?? null;
        const history = !this.started || state.replay;
        let dice: { attack: number[]; defense: number[] } | null = null;
        let left = state.news.length;
        for (const event of state.news) {
          left--;
          const step = history ? this.describe(event) : applyEvent(this.local, event);
          this.log(event, state);
          const d = diceOf(event);
          if (d) dice = d;
          if (step.from || step.to) this.lastStep = step;
          if (history || prefs.pace === "instant" || !step.visible || (step.actor !== null && step.actor === this.me)) continue;
          // Someone else's move: show it, then wait.
          this.board.paint([...this.local.values()]);
          this.board.highlight(step.from, step.to, step.kind ?? "move");
          if (d) renderDice(this.els.dice, d);
          this.animating = true;
          this.renderWaiting();
          await this.pause(this.delay(left));
          this.animating = false;
          if (this.destroyed) return;
        }
        if (dice) renderDice(this.els.dice, dice);
        this.render(state);
        this.started = true;
      }
    } finally {
      this.draining = false;
    }
  }

  /** A step without applying it (history, replay). */
  private describe(event: Event): Step {
    return applyEvent(new Map(), event);
  }

  /** The pause after a move: the pace, shortened when many moves wait (a whole batch within about 6 s). */
  private delay(left: number): number {
    const backlog = left + this.queue.reduce((n, s) => n + s.news.length, 0);
    return Math.min(PACE_MS[prefs.pace], Math.max(60, 6000 / Math.max(1, backlog)));
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        this.wake = null;
        done();
      };
    });
  }

  private log(event: Event, state: TableState): void {
    const text = narrate(event, this.map, state.view);
    const type = (event as { type?: string }).type ?? "";
    this.els.log.prepend(h("li", { "data-type": type }, text));
    while (this.els.log.childElementCount > LOG_MAX) this.els.log.lastElementChild?.remove();
  }

  // ---- the state at a version, exactly ----

  private render(state: TableState): void {
    this.state = state;
    const view = state.view as unknown as RiskView;
    const countries = (view.countries ?? []) as CountryState[];
    this.local = new Map(countries.map((c) => [c.id, { ...c }]));
    this.board.paint(countries);
    const step = this.lastStep;
    this.board.highlight(step?.from ?? null, step?.to ?? null, step?.kind ?? "move");
    this.moves = new Moves(state.replay || state.view.status !== "playing" ? [] : ((state.legal.actions ?? []) as RiskCommand[]));
    this.keepSelection();
    this.renderPhase(view, state);
    this.renderActions();
    const acting = actingColor(view);
    renderPlayers(this.els.players, view, acting, this.me);
    renderObjectives(this.els.objective, this.els.common, view);
    renderSituation(this.els.situation, view, state.view);
    renderCards(this.els.cards, view, this.map, this.me);
  }

  private renderPhase(view: RiskView, state: TableState): void {
    const parts = [this.ctx.t("round_n", { n: view.round ?? 0 }), phaseText(view, this.map, state.view)];
    const acting = actingColor(view);
    let turn = "";
    if (state.view.status === "playing" && !state.replay) {
      if (this.moves.any) turn = this.ctx.t("your_turn");
      else if (acting && acting !== this.me) turn = this.ctx.t("waiting_for", { player: playerName(state.view, acting) });
    }
    replace(this.els.phase, parts.join(" · "), turn ? h("strong", { class: this.moves.any ? "turn mine" : "turn" }, ` · ${turn}`) : null);
  }

  private keepSelection(): void {
    const s = this.sel;
    if (s.from && !this.moves.starts.has(s.from)) {
      this.sel = {};
      return;
    }
    if (s.from && s.to && !this.moves.targetsOf(s.from).has(s.to)) this.sel = { from: s.from };
  }

  // ---- clicks ----

  private pick(id: string): void {
    if (this.busy || !this.state || this.state.replay || this.animating) return;
    const s = this.sel;
    if (s.from && s.from === id) {
      this.sel = {};
    } else if (s.from && this.moves.targetsOf(s.from).has(id)) {
      const kinds = this.moves.targetsOf(s.from).get(id)!;
      const distinct = new Set(kinds.map((k) => k.kind));
      this.sel = { from: s.from, to: id, kind: distinct.size === 1 ? kinds[0]!.kind : undefined };
    } else if (this.moves.starts.has(id)) {
      this.sel = { from: id };
    } else {
      return;
    }
    this.renderActions();
  }

  private markBoard(): void {
    const selectable = new Set<string>();
    const selected = new Set<string>();
    if (!this.busy && !this.animating) {
      if (this.sel.from) {
        selected.add(this.sel.from);
        if (this.sel.to) selected.add(this.sel.to);
        else for (const to of this.moves.targetsOf(this.sel.from).keys()) selectable.add(to);
      } else {
        for (const id of this.moves.starts) selectable.add(id);
      }
    }
    this.board.mark(selectable, selected);
  }

  private renderWaiting(): void {
    this.board.mark(new Set(), new Set());
    replace(this.els.actions, h("p", { class: "hint" }, "…"));
  }

  private renderActions(): void {
    const focused = document.activeElement?.id;
    this.markBoard();
    const t = this.ctx.t;
    const state = this.state;
    const m = this.moves;
    const out: (HTMLElement | null)[] = [];
    if (!state) return;
    if (state.replay) {
      out.push(h("p", { class: "hint" }, t("replay")));
    } else if (!m.any) {
      const view = state.view as unknown as RiskView;
      const acting = actingColor(view);
      const text =
        state.view.status !== "playing"
          ? ""
          : !this.me
            ? t("spectating")
            : acting && acting !== this.me
              ? t("waiting_for", { player: playerName(state.view, acting) })
              : t("hint_wait");
      if (text) out.push(h("p", { class: "hint" }, text));
    } else {
      if (this.busy) out.push(h("p", { class: "hint" }, t("hint_busy")));
      if (m.moveIn) out.push(...this.moveInControls(m.moveIn));
      else out.push(...this.selectionControls());
      const globals = h("div", { class: "buttons" });
      for (const a of m.globals) globals.appendChild(this.globalButton(a));
      if (globals.childElementCount) out.push(globals);
    }
    replace(this.els.actions, ...out);
    this.els.actions.hidden = out.length === 0;
    if (this.busy) for (const b of Array.from(this.els.actions.querySelectorAll("button, input, select"))) (b as HTMLButtonElement).disabled = true;
    if (focused) {
      const again = document.getElementById(focused);
      if (again && this.els.actions.contains(again)) again.focus();
    }
  }

  private moveInControls(range: Range): HTMLElement[] {
    const t = this.ctx.t;
    const view = this.state!.view as unknown as RiskView;
    const to = (view.phase as { to?: string }).to;
    const count = this.stepper("count", t("count"), range, range.max);
    return [
      h("p", { class: "hint" }, t("ph_move_in", { player: t("you"), to: to ? countryName(this.map, to) : "" })),
      count.el,
      h(
        "div",
        { class: "buttons" },
        this.confirm("move_in", t("act_move_in"), () => ({ type: "move_in", armies: count.value() })),
      ),
    ];
  }

  private selectionControls(): HTMLElement[] {
    const t = this.ctx.t;
    const m = this.moves;
    const { from, to, kind } = this.sel;
    const out: HTMLElement[] = [];
    if (!from) {
      if (m.starts.size) {
        out.push(h("p", { class: "hint" }, t("hint_choose")));
        out.push(this.picker("country-pick", t("choose_country"), [...m.starts], ""));
      }
      return out;
    }
    const name = countryName(this.map, from);
    const targets = m.targetsOf(from);
    if (!to) {
      const place = m.placeRange(from);
      if (place) {
        const count = this.stepper("count", `${t("count")} · ${name}`, place, place.max);
        out.push(count.el);
        out.push(
          h(
            "div",
            { class: "buttons" },
            this.confirm("place", t("act_place"), () => ({ type: "place", country: from, armies: count.value() }) as RiskCommand),
            this.cancel(),
          ),
        );
      }
      const extra = h("div", { class: "buttons" });
      const buy = m.buy(from);
      const convert = m.convert(from);
      if (buy) extra.appendChild(this.commandButton(buy, t("act_buy_missile")));
      if (convert) extra.appendChild(this.commandButton(convert, t("act_convert_missile")));
      if (extra.childElementCount) out.push(extra);
      if (targets.size) {
        out.push(h("p", { class: "hint" }, t("hint_target", { country: name })));
        out.push(this.picker("target-pick", t("choose_target"), [...targets.keys()], ""));
      }
      if (!place) out.push(h("div", { class: "buttons" }, this.cancel()));
      return out;
    }
    const options = targets.get(to) ?? [];
    const chosen = kind ? options.filter((o) => o.kind === kind) : options;
    const kinds = new Set(chosen.map((o) => o.kind));
    if (kinds.size > 1) {
      // attack or missile on the same country: say which
      const row = h("div", { class: "buttons" });
      for (const k of kinds) {
        const b = h("button", { type: "button", "data-kind": k }, t(`act_${k}`));
        b.addEventListener("click", () => {
          this.sel = { from, to, kind: k };
          this.renderActions();
        });
        row.appendChild(b);
      }
      row.appendChild(this.cancel());
      return [h("p", { class: "hint" }, `${name} → ${countryName(this.map, to)}`), row];
    }
    const first = chosen[0];
    if (!first) return [h("div", { class: "buttons" }, this.cancel())];
    if (first.kind === "regroup") {
      const r = m.regroupRange(from, to)!;
      const armies = this.stepper("count", t("count"), { min: 0, max: r.armies.max }, r.armies.max);
      const missiles = r.missiles.max > 0 ? this.stepper("count-missiles", t("count_missiles"), { min: 0, max: r.missiles.max }, 0) : null;
      return [
        h("p", { class: "hint" }, `${name} → ${countryName(this.map, to)}`),
        armies.el,
        missiles?.el ?? null,
        h(
          "div",
          { class: "buttons" },
          this.confirm("regroup", t("act_regroup"), () => ({ type: "regroup", from, to, armies: armies.value(), missiles: missiles?.value() ?? 0 }) as RiskCommand),
          this.cancel(),
        ),
      ].filter((x): x is HTMLElement => x !== null);
    }
    const hint = h("p", { class: "hint" }, t("hint_attack", { from: name, to: countryName(this.map, to) }));
    if (chosen.length > 1) {
      // a condominium: one command per occupant
      const row = h("div", { class: "buttons" });
      for (const o of chosen) row.appendChild(this.targetButton(o));
      row.appendChild(this.cancel());
      return [hint, row];
    }
    return [hint, h("div", { class: "buttons" }, this.confirm(first.kind, this.kindLabel(first), () => first.command), this.cancel())];
  }

  private kindLabel(target: Target): string {
    const occupant = (target.command as { occupant?: string }).occupant;
    return this.ctx.t(`act_${target.kind}`, occupant ? { player: playerName(this.state?.view, occupant) } : undefined);
  }

  private targetButton(target: Target): HTMLButtonElement {
    return this.commandButton(target.command, this.kindLabel(target));
  }

  private globalButton(a: RiskCommand): HTMLButtonElement {
    const t = this.ctx.t;
    if (a.type === "exchange") {
      const names = [...a.cards.map((c) => countryName(this.map, c)), ...a.continents];
      return this.commandButton(a, `${t("act_exchange")}: ${names.join(", ")}`);
    }
    return this.commandButton(a, t(`act_${a.type}`));
  }

  private commandButton(command: RiskCommand, label: string): HTMLButtonElement {
    const b = h("button", { type: "button", "data-action": command.type, class: command.type === "end_turn" ? "secondary" : null }, label);
    b.addEventListener("click", () => void this.act(command));
    return b;
  }

  private confirm(type: string, label: string, build: () => RiskCommand): HTMLButtonElement {
    const b = h("button", { type: "button", id: "confirm", "data-action": type, class: "primary" }, label);
    b.addEventListener("click", () => void this.act(build()));
    return b;
  }

  private cancel(): HTMLButtonElement {
    const b = h("button", { type: "button", id: "cancel", class: "secondary" }, this.ctx.t("cancel"));
    b.addEventListener("click", () => {
      this.sel = {};
      this.renderActions();
    });
    return b;
  }

  private stepper(id: string, label: string, range: Range, initial: number): { el: HTMLElement; value: () => number } {
    const input = h("input", { id, type: "number", inputmode: "numeric", min: range.min, max: range.max, step: 1, value: initial });
    const clamp = (n: number) => Math.min(range.max, Math.max(range.min, Number.isFinite(n) ? Math.round(n) : initial));
    const step = (d: number, text: string, aria: string) => {
      const b = h("button", { type: "button", class: "step", "aria-label": aria }, text);
      b.addEventListener("click", () => {
        input.value = String(clamp(Number(input.value) + d));
      });
      return b;
    };
    input.addEventListener("change", () => {
      input.value = String(clamp(Number(input.value)));
    });
    const el = h(
      "div",
      { class: "stepper" },
      h("label", { for: id }, label, h("small", null, ` (${range.min}–${range.max})`)),
      h("div", { class: "stepper-row" }, step(-1, "−", "−1"), input, step(1, "+", "+1")),
    );
    return { el, value: () => clamp(Number(input.value)) };
  }

  private picker(id: string, label: string, ids: string[], value: string): HTMLElement {
    const options: [string, string][] = ids
      .map((c) => [c, countryName(this.map, c)] as [string, string])
      .sort((a, b) => a[1].localeCompare(b[1]));
    const sel = select({ id }, [["", "—"], ...options], value);
    sel.addEventListener("change", () => {
      if (sel.value) this.pick(sel.value);
    });
    return h("div", { class: "field picker" }, h("label", { for: id }, label), sel);
  }

  private async act(command: RiskCommand): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.renderActions();
    try {
      await this.ctx.play(command);
    } finally {
      this.busy = false;
      if (!this.destroyed) this.renderActions();
    }
  }
}

export const createRiskTable: TableFactory = (root, ctx) => new RiskTable(root, ctx);

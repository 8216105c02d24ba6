// The TEG II table: draws the boards and the game's state, shows one
// panel for the viewer's open step (defaults pre-set, #confirm sends it),
// and answers every reveal step by itself from the nonces this browser
// kept (Teg2Secrets over the shell's storage), so nobody sees a hash.
import { Teg2Secrets, bindingOf, isRevealStep, teg2Action } from "@teg/client";
import type { SecretStore, Teg2Command, Teg2Legal } from "@teg/client";
import type { Table, TableContext, TableState } from "../contract";
import { BoardSource, Boards } from "./boards";
import { button, h, replaceKeepingFocus } from "./dom";
import { sidePanels, status, winnerLine } from "./info";
import { tr } from "./labels";
import { Model } from "./model";
import type { GameView } from "./model";
import { narrateChanges, narrateEvents } from "./narrate";
import type { StepEnv, StepUI, TableMemory } from "./step-kit";
import { currentGroup, panelFor } from "./steps";

const LOG_MAX = 60;
/** Attempts per reveal (one per version of the game at most). */
const REVEAL_TRIES = 12;
/** Lets simultaneous moves (bots revealing in the same window) land before revealing. */
const REVEAL_SETTLE_MS = 400;
/**
 * #confirm waits this long after an update: moves made at the same moment
 * (bots committing in the same window) land first, so the command goes at
 * the version they make instead of being refused as a conflict.
 */
const CONFIRM_SETTLE_MS = 300;

function storeOver(storage: Storage): SecretStore {
  return {
    get: (k) => storage.getItem(k),
    set: (k, v) => storage.setItem(k, v),
    delete: (k) => storage.removeItem(k),
  };
}

function revealKey(step: Teg2Legal): string {
  const token = step.action === "reveal_objective" ? `|${step.token}` : "";
  return `${step.action}|${"window" in step ? step.window : ""}|${step.power}${token}`;
}

export class Teg2Table implements Table {
  private readonly el: HTMLElement;
  private readonly statusEl: HTMLElement;
  private readonly stepEl: HTMLElement;
  private readonly sideEl: HTMLElement;
  private readonly logEl: HTMLOListElement;
  private readonly boards: Boards;
  private readonly source: BoardSource;
  private readonly secrets: Teg2Secrets;
  private readonly memory: TableMemory = { announced: new Map(), refusedReinforce: new Set() };

  private state: TableState | null = null;
  private model: Model | null = null;
  private binding = "";
  private version = -1;
  private ui: StepUI | null = null;
  private uiKey = "";
  private uiReady = false;
  private uiStale = false;
  private busy = false;
  private sentVersion = -1;
  private error = "";
  private revealBusy = false;
  private readonly revealDone = new Set<string>();
  private readonly revealTries = new Map<string, number>();
  private readonly revealTriedAt = new Map<string, number>();
  private revealTimer: ReturnType<typeof setTimeout> | undefined;
  private settleTimer: ReturnType<typeof setTimeout> | undefined;
  private updatedAt = 0;
  private readonly lostSecrets = new Set<string>();
  private log: string[] = [];
  private destroyed = false;
  private cleaned = false;

  constructor(private readonly root: HTMLElement, private readonly ctx: TableContext) {
    this.secrets = new Teg2Secrets({ store: storeOver(ctx.storage) });
    this.source = new BoardSource(ctx.client, ctx.lang);
    this.boards = new Boards(
      this.source,
      (_table, region) => this.ui?.pick(region),
      () => this.redraw(),
    );
    this.statusEl = h("div", { class: "t2-status-box" });
    this.stepEl = h("section", { id: "teg2-step", class: "t2-step", "data-step": "loading", "aria-live": "polite" });
    this.sideEl = h("div", { class: "t2-side-box" });
    this.logEl = h("ol", { id: "teg2-log", class: "t2-log", "aria-label": tr(ctx.lang, "log") });
    this.el = h(
      "div",
      { class: "t2-root", lang: ctx.lang },
      this.statusEl,
      h("div", { class: "t2-main" }, h("div", { class: "t2-play" }, this.stepEl, this.boards.root), h("div", { class: "t2-aside" }, this.sideEl, h("section", { class: "t2-card t2-log-card" }, h("h3", {}, tr(ctx.lang, "log")), this.logEl))),
    );
    root.append(this.el);
  }

  private t(key: string, vars?: Record<string, string | number>): string {
    return tr(this.ctx.lang, key, vars);
  }

  outcome(): string | null {
    return this.model ? winnerLine(this.model) : null;
  }

  update(state: TableState): void {
    if (this.destroyed) return;
    const view = state.view as unknown as GameView & { id: string; status: string };
    if (!view || view.ruleset !== "teg2" || !view.teg2) {
      this.state = state;
      this.stepEl.dataset.step = "none";
      this.stepEl.replaceChildren(h("p", { class: "t2-muted" }, this.t("step.none")));
      return;
    }
    this.state = state;
    this.updatedAt = Date.now();
    this.binding = bindingOf(state.view);
    this.version = state.legal.version;
    for (const t of view.teg2.tables) {
      if (!this.source.maps.has(t.map)) this.source.map(t.map).then(() => this.redraw(), () => undefined);
    }
    const before = this.model;
    this.model = this.makeModel(state);
    const lines = [...narrateEvents(this.model, state.news), ...narrateChanges(before, this.model)];
    if (lines.length > 0) {
      this.log = [...lines.reverse(), ...this.log].slice(0, LOG_MAX);
    }
    this.syncPanel();
    this.redraw();
    this.scheduleReveal();
    this.cleanUp();
  }

  private makeModel(state: TableState): Model {
    return new Model(
      state.view as unknown as ConstructorParameters<typeof Model>[0],
      this.ctx.lang,
      this.source.maps,
      this.ctx.userId,
      state.legal.seat,
    );
  }

  /** The panel for the open steps: kept while they stay the same, so a draft survives others' moves. */
  private syncPanel(): void {
    const state = this.state;
    const model = this.model;
    if (!state || !model) return;
    const over = model.status === "finished" || model.status === "aborted";
    const group = state.replay || over ? [] : currentGroup(state.legal.teg2 ?? []);
    const key = `${this.binding}|${JSON.stringify(group)}`;
    if (key === this.uiKey && !this.uiStale) return;
    this.uiKey = key;
    this.uiStale = false;
    this.error = "";
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const table = this;
    const env: StepEnv = {
      get model() {
        return table.model!;
      },
      secrets: this.secrets,
      binding: this.binding,
      storage: this.ctx.storage,
      memory: this.memory,
      changed: () => this.redraw(),
    };
    const ui = group.length > 0 ? panelFor(env, group) : null;
    this.ui = ui;
    this.uiReady = ui === null;
    if (ui) {
      ui.init().then(
        () => {
          if (this.ui !== ui) return;
          this.uiReady = true;
          this.redraw();
        },
        (e: unknown) => {
          if (this.ui !== ui) return;
          this.error = String(e instanceof Error ? e.message : e);
          this.uiReady = true;
          this.redraw();
        },
      );
    }
  }

  private canPlay(): boolean {
    return !this.busy && !this.revealBusy && this.version > this.sentVersion && !(this.state?.replay ?? true);
  }

  /** Whether the last update is old enough for #confirm (else a redraw is scheduled for when it is). */
  private settled(): boolean {
    const wait = this.updatedAt + CONFIRM_SETTLE_MS - Date.now();
    if (wait <= 0) return true;
    if (this.settleTimer === undefined) {
      this.settleTimer = setTimeout(() => {
        this.settleTimer = undefined;
        if (!this.destroyed) this.renderPanel();
      }, wait + 10);
    }
    return false;
  }

  /** Draws everything from the current model and panel. */
  private redraw(): void {
    if (this.destroyed || !this.state || !this.model) return;
    // the map data may have arrived: names and kinds come from it
    this.model = this.makeModel(this.state);
    const m = this.model;
    this.statusEl.replaceChildren(status(m));
    this.sideEl.replaceChildren(sidePanels(m, this.binding, this.ctx.storage));
    this.logEl.replaceChildren(...this.log.map((line) => h("li", {}, line)));
    this.boards.update(m, this.ui && this.uiReady ? this.ui.picking() : null);
    this.renderPanel();
  }

  private renderPanel(): void {
    const m = this.model;
    const state = this.state;
    if (!m || !state) return;
    const nodes: Node[] = [];
    let step: string;
    const over = m.status === "finished" || m.status === "aborted";
    const reveals = (state.legal.teg2 ?? []).filter(isRevealStep);
    if (state.replay) {
      step = "replay";
      nodes.push(h("p", { class: "t2-muted" }, this.t("step.replay")));
    } else if (over) {
      step = "over";
      nodes.push(h("p", { class: "t2-over" }, this.t("step.over")));
    } else if (this.ui && !this.uiReady) {
      step = "loading";
      nodes.push(h("p", { class: "t2-muted" }, "…"));
    } else if (this.ui) {
      step = this.ui.action();
      nodes.push(...this.ui.render());
      const problem = this.error || this.ui.problem();
      nodes.push(h("p", { class: "t2-problem", role: "alert" }, problem ?? ""));
      const ready = !problem && this.canPlay() && this.settled();
      nodes.push(
        button(this.busy ? this.t("sending") : this.t("confirm"), () => void this.confirm(), {
          id: "confirm",
          class: "t2-confirm",
          "data-focus": "confirm",
          disabled: !ready,
          "aria-disabled": !ready ? "true" : null,
        }),
      );
    } else if (reveals.length > 0) {
      step = "reveal";
      const lost = reveals.some((r) => this.lostSecrets.has(revealKey(r)));
      nodes.push(h("p", { class: lost ? "t2-warn" : "t2-muted" }, this.t(lost ? "step.lost_secret" : "step.revealing")));
    } else {
      step = "none";
      nodes.push(h("p", { class: "t2-muted" }, this.t("step.none")));
    }
    this.stepEl.dataset.step = step;
    this.stepEl.toggleAttribute("data-busy", this.busy || this.revealBusy);
    replaceKeepingFocus(this.stepEl, ...nodes);
  }

  private async confirm(): Promise<void> {
    const ui = this.ui;
    if (!ui || !this.uiReady || !this.canPlay() || !this.settled() || ui.problem()) return;
    const at = this.version;
    this.busy = true;
    this.error = "";
    this.renderPanel();
    try {
      const command: Teg2Command = await ui.command();
      const ok = await this.ctx.play(teg2Action(command));
      if (ok) {
        ui.accepted?.(command);
        this.sentVersion = Math.max(this.sentVersion, at);
        if (this.ui === ui) this.uiStale = true;
      } else {
        ui.refused?.();
        // A commitment is kept once made: the panel reloads it, locked, to send it again unchanged.
        const commit = command.action === "place_objective" || command.action === "commit_split" || command.action === "commit_intercept";
        if (commit && this.ui === ui) this.uiStale = true;
      }
    } catch (e) {
      this.error = String(e instanceof Error ? e.message : e);
    } finally {
      this.busy = false;
      if (!this.destroyed) {
        this.syncPanel();
        this.redraw();
        this.scheduleReveal();
      }
    }
  }

  /** Reveals once the game has been still for a moment (a newer update restarts the wait). */
  private scheduleReveal(): void {
    if (this.revealTimer !== undefined) clearTimeout(this.revealTimer);
    this.revealTimer = setTimeout(() => {
      this.revealTimer = undefined;
      this.autoReveal();
    }, REVEAL_SETTLE_MS);
  }

  /** Sends one due reveal (one per update: the next waits for the version it makes). */
  private autoReveal(): void {
    const state = this.state;
    if (!state || state.replay || this.revealBusy || this.busy || this.destroyed) return;
    if (this.version <= this.sentVersion) return;
    const due = (state.legal.teg2 ?? []).filter(isRevealStep).filter((s) => {
      const k = revealKey(s);
      return (
        !this.revealDone.has(k) &&
        !this.lostSecrets.has(k) &&
        (this.revealTries.get(k) ?? 0) < REVEAL_TRIES &&
        (this.revealTriedAt.get(k) ?? -1) < this.version
      );
    });
    const step = due[0];
    if (!step) return;
    const key = revealKey(step);
    const at = this.version;
    this.revealBusy = true;
    this.renderPanel();
    void (async () => {
      try {
        const command = await this.secrets.reveal(this.binding, step);
        if (!command) {
          this.lostSecrets.add(key);
          return;
        }
        this.revealTries.set(key, (this.revealTries.get(key) ?? 0) + 1);
        this.revealTriedAt.set(key, at);
        const ok = await this.ctx.play(teg2Action(command));
        if (ok) {
          this.revealDone.add(key);
          this.sentVersion = Math.max(this.sentVersion, at);
        }
      } catch {
        this.revealTries.set(key, (this.revealTries.get(key) ?? 0) + 1);
      } finally {
        this.revealBusy = false;
        if (!this.destroyed) {
          this.renderPanel();
          // a secret that was lost: try the next due reveal now
          if (this.lostSecrets.has(key)) this.autoReveal();
        }
      }
    })();
  }

  /** Once the game is over, the kept nonces and kinds are of no more use. */
  private cleanUp(): void {
    const m = this.model;
    if (this.cleaned || !m || m.status !== "finished" || !m.t2.scores) return;
    this.cleaned = true;
    const storage = this.ctx.storage;
    try {
      const doomed: string[] = [];
      for (let i = 0; i < storage.length; i++) {
        const k = storage.key(i);
        if (k && /^teg2-(secret|kinds|token)\|/.test(k) && k.split("|")[1] === this.binding) doomed.push(k);
      }
      for (const k of doomed) storage.removeItem(k);
    } catch {
      // storage unavailable: nothing to clean
    }
  }

  destroy(): void {
    this.destroyed = true;
    if (this.revealTimer !== undefined) clearTimeout(this.revealTimer);
    if (this.settleTimer !== undefined) clearTimeout(this.settleTimer);
    this.ui = null;
    this.el.remove();
  }
}

// What every TEG II step panel shares: the interface the table drives (a
// panel per kind of step, with defaults that make #confirm alone legal),
// the environment it reads, and small widgets (choice chips).
import type { Teg2Command, Teg2Legal, Teg2Secrets } from "@teg/client";
import type { Picking } from "./boards";
import { button, h } from "./dom";
import type { Model } from "./model";

/** What panels may remember between updates (per table instance). */
export interface TableMemory {
  /** Combats announced by the viewer, per `${table}|${round}|${power}`. */
  announced: Map<string, number>;
  /** Reinforcement steps the server refused (their key): default to none. */
  refusedReinforce: Set<string>;
}

export interface StepEnv {
  /** The latest model (replaced on every update). */
  model: Model;
  readonly secrets: Teg2Secrets;
  readonly binding: string;
  readonly storage: Storage;
  readonly memory: TableMemory;
  /** Asks the table to draw the panel and the board's picking again. */
  changed(): void;
}

/** One panel: a kind of step of one power, with the player's draft choice. */
export interface StepUI {
  /** The step's action the confirm button sends now (`#teg2-step[data-step]`). */
  action(): string;
  /** Loads what the defaults need (kept secrets, unused kinds). */
  init(): Promise<void>;
  /** The panel's contents (title, choices), without the confirm button. */
  render(): Node[];
  /** The regions that may be picked on the board, and those picked. */
  picking(): Picking | null;
  /** A region was picked on the board (or its chip). */
  pick(region: string): void;
  /** Why the choice cannot be sent as it stands, or null. */
  problem(): string | null;
  /** The command for the choice. */
  command(): Promise<Teg2Command>;
  /** The server refused the command. */
  refused?(): void;
  /** The command was accepted. */
  accepted?(command: Teg2Command): void;
}

export abstract class BaseUI<S extends Teg2Legal = Teg2Legal> implements StepUI {
  constructor(
    protected readonly env: StepEnv,
    protected readonly step: S,
  ) {}

  protected get m(): Model {
    return this.env.model;
  }

  protected get table(): number {
    return this.m.tableOfStep(this.step);
  }

  protected get seat(): number {
    return this.m.mySeatOf(this.step.power) ?? -1;
  }

  abstract action(): string;
  async init(): Promise<void> {}
  abstract render(): Node[];
  picking(): Picking | null {
    return null;
  }
  pick(_region: string): void {}
  problem(): string | null {
    return null;
  }
  abstract command(): Promise<Teg2Command>;
}

export interface ChipItem {
  id: string;
  text: string;
  sub?: string;
  pressed: boolean;
  swatch?: string;
}

/** A labelled group of toggle buttons (≥ 44 px), one pressed. */
export function chips(
  legend: string,
  items: ChipItem[],
  onPick: (id: string) => void,
  key: string,
  extraClass = "",
): HTMLElement {
  return h(
    "fieldset",
    { class: `t2-chips ${extraClass}`.trim() },
    h("legend", {}, legend),
    h(
      "div",
      { class: "t2-chip-row" },
      items.map((it) =>
        button(
          h(
            "span",
            { class: "t2-chip-inner" },
            it.swatch ? swatch(it.swatch) : null,
            h("span", { class: "t2-chip-text" }, it.text),
            it.sub ? h("span", { class: "t2-chip-sub" }, it.sub) : null,
          ),
          () => onPick(it.id),
          {
            class: "t2-chip",
            "aria-pressed": it.pressed ? "true" : "false",
            "data-choice": it.id,
            "data-focus": `${key}:${it.id}`,
          },
        ),
      ),
    ),
  );
}

/** A small colour square (colour set through CSSOM, never an inline style attribute). */
export function swatch(fill: string): HTMLElement {
  const el = h("span", { class: "t2-swatch", "aria-hidden": "true" });
  el.style.backgroundColor = fill;
  return el;
}

export function title(text: string): HTMLElement {
  return h("h3", { class: "t2-step-title" }, text);
}

export function note(text: string, cls = "t2-note"): HTMLElement {
  return h("p", { class: cls }, text);
}

// Replays events on a copy of the board, to show others' moves one at a
// time (armies placed, attacks, conquests, moves, missiles) before the view
// that follows them is drawn exactly. Also says who made each move and
// which countries it touched.
import type { Event } from "@teg/client";
import type { CountryState } from "./board.js";

type E = Record<string, unknown> & { type?: string };

export interface Step {
  /** The colour that made the move, when known. */
  actor: string | null;
  from: string | null;
  to: string | null;
  /** Arrow kind: attack, conquest, missile, move; null when nothing is drawn. */
  kind: string | null;
  /** Whether the move changes the board (worth a pause). */
  visible: boolean;
}

const s = (v: unknown): string | null => (typeof v === "string" ? v : null);
const n = (v: unknown): number => (typeof v === "number" ? v : 0);

/** Applies one event to `board` (a map by country id, changed in place) and describes it. */
export function applyEvent(board: Map<string, CountryState>, event: Event): Step {
  const e = event as unknown as E;
  const get = (id: string | null) => (id ? board.get(id) : undefined);
  switch (e.type) {
    case "armies_placed":
    case "card_bonus": {
      const c = get(s(e.country));
      if (c) c.armies += n(e.armies);
      return { actor: s(e.player), from: null, to: s(e.country), kind: null, visible: true };
    }
    case "missile_bought":
    case "missile_converted": {
      const c = get(s(e.country));
      if (c) {
        c.missiles += 1;
        if (e.type === "missile_converted") c.armies = Math.max(1, c.armies - 6);
      }
      return { actor: s(e.player), from: null, to: s(e.country), kind: null, visible: true };
    }
    case "attack_resolved": {
      const from = get(s(e.from));
      const to = get(s(e.to));
      if (from) from.armies = Math.max(1, from.armies - n(e.attacker_losses));
      if (to) {
        to.armies = Math.max(0, to.armies - n(e.defender_losses));
        if (e.conquered === true && s(e.attacker)) {
          to.owner = s(e.attacker)!;
          to.armies = 0;
        }
      }
      return { actor: s(e.attacker), from: s(e.from), to: s(e.to), kind: e.conquered ? "conquest" : "attack", visible: true };
    }
    case "armies_moved_in":
    case "regrouped": {
      const from = get(s(e.from));
      const to = get(s(e.to));
      const k = n(e.armies);
      if (from) from.armies = Math.max(1, from.armies - k);
      if (to) to.armies += k;
      const m = n(e.missiles);
      if (m && from && to) {
        from.missiles = Math.max(0, from.missiles - m);
        to.missiles += m;
      }
      return { actor: from?.owner ?? null, from: s(e.from), to: s(e.to), kind: "move", visible: true };
    }
    case "missile_fired":
    case "missile_fired_at": {
      const from = get(s(e.from));
      const to = get(s(e.to));
      if (to) to.armies = Math.max(1, to.armies - n(e.damage));
      return { actor: from?.owner ?? null, from: s(e.from), to: s(e.to), kind: "missile", visible: true };
    }
    case "cards_exchanged":
      return { actor: s(e.player), from: null, to: null, kind: null, visible: true };
    default:
      return {
        actor: s(e.player) ?? s(e.by) ?? s(e.actor) ?? null,
        from: null,
        to: null,
        kind: null,
        visible: false,
      };
  }
}

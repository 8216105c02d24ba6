// The side panels of a Risk-like table: the players, the secret and common
// objectives, the situation card (Revancha), the player's cards, the dice
// of the last attack, and the phase line.
import type { GameResponse, Schema } from "@teg/client";
import type { MapData } from "../api.js";
import { h, replace } from "../dom.js";
import { t } from "../i18n.js";
import { colorWord, countryName, playerName } from "../names.js";

export type RiskView = Schema<"RiskView"> & { status?: string; seconds_left?: number | null };

export function phaseText(view: RiskView, map: MapData | undefined, full: GameResponse): string {
  const p = view.phase as Record<string, unknown> & { name: string };
  const who = (c: unknown) => playerName(full, typeof c === "string" ? c : null);
  switch (p.name) {
    case "initial_placement":
    case "extra_reinforcement":
      return t(`ph_${p.name}`, { player: who(p.player), n: Number(p.remaining ?? 0) });
    case "incorporation": {
      const continent = Array.isArray(p.continent) ? (p.continent as number[]).reduce((a, b) => a + b, 0) : 0;
      return t("ph_incorporation", { player: who(p.player), n: Number(p.free ?? 0) + continent });
    }
    case "attack":
    case "regroup":
      return t(`ph_${p.name}`, { player: who(p.player) });
    case "move_in":
      return t("ph_move_in", { player: who(p.player), to: countryName(map, String(p.to ?? "")) });
    case "aggression":
      return t("ph_aggression", { player: who(p.actor) });
    case "joint_move_in":
      return t("ph_joint_move_in", { to: countryName(map, String(p.to ?? "")) });
    case "ally_regroup":
      return t("ph_ally_regroup", { player: who(p.player) });
    default:
      return t(`ph_${p.name}`);
  }
}

/** The colour whose move it is now, if one. */
export function actingColor(view: RiskView): string | null {
  const p = view.phase as Record<string, unknown>;
  const c = p.actor ?? p.player ?? p.turn ?? view.current_player;
  return typeof c === "string" ? c : null;
}

export function renderPlayers(el: HTMLElement, view: RiskView, acting: string | null, me: string | null): void {
  const order = view.seating?.length ? view.seating : view.players.map((p) => p.color);
  const byColor = new Map(view.players.map((p) => [p.color, p]));
  replace(
    el,
    ...order.map((color) => {
      const p = byColor.get(color);
      if (!p) return null;
      const flags = [
        p.controller.kind === "bot" ? t("bot") : null,
        p.eliminated ? t("eliminated") : null,
        p.forfeited ? t("forfeited") : null,
        p.missiles ? t("missiles_n", { n: p.missiles }) : null,
      ].filter(Boolean);
      return h(
        "li",
        {
          class: `player${color === acting ? " acting" : ""}${color === me ? " me" : ""}${p.eliminated || p.forfeited ? " out" : ""}`,
          "data-color": color,
        },
        h("span", { class: `swatch c-${color}`, "aria-hidden": "true" }),
        h("span", { class: "pname" }, `${p.name ?? colorWord(color)}${color === me ? ` (${t("you")})` : ""}`),
        h("span", { class: "pstats" }, t("player_line", { countries: p.countries, armies: p.armies, cards: p.cards }), flags.length ? ` · ${flags.join(", ")}` : ""),
      );
    }),
  );
}

export function renderObjectives(objective: HTMLElement, common: HTMLElement, view: RiskView): void {
  const you = view.you;
  const text = you?.objective?.text ?? you?.objectives?.map((o) => o.text).join(" / ");
  objective.hidden = !you || !text;
  replace(objective, h("h3", null, t("objective")), h("p", null, text ?? "", you?.objective_lapsed ? ` ${t("objective_lapsed")}` : ""));
  // Classic with two or three players: no secret objectives and no common
  // one of 30; the aim is the whole map (R-CLS-11).
  const wholeMap = view.ruleset === "classic" && (view.players?.length ?? 0) <= 3;
  const n = wholeMap ? (view.countries?.length ?? 0) : (view.options?.common_objective ?? 0);
  replace(common, h("h3", null, t("common_objective")), h("p", null, n > 0 ? t("common_objective_n", { n }) : t("none")));
}

export function renderSituation(el: HTMLElement, view: RiskView, full: GameResponse): void {
  const s = view.situation;
  el.hidden = !view.options?.situation_cards || !s;
  if (!s) return replace(el);
  const name = typeof s === "string" ? t(`sit_${s}`) : t("sit_rest", { player: playerName(full, s.rest) });
  replace(el, h("h3", null, t("situation")), h("p", { class: "situation-card" }, name));
}

const SYMBOLS: Record<string, string> = { plane: "✈", ship: "⚓", tank: "▣", galleon: "⛵", balloon: "◎", cannon: "✹", wildcard: "★", super: "✦" };

export function renderCards(el: HTMLElement, view: RiskView, map: MapData | undefined, me: string | null): void {
  const you = view.you;
  el.hidden = !you;
  if (!you) return replace(el);
  const mine = view.players.find((p) => p.color === me);
  const symbol = (id: string) => {
    const card = map?.countries.find((c) => c.id === id)?.card;
    const key = typeof card === "string" ? card : card?.single;
    return key ? (SYMBOLS[key] ?? "") : "";
  };
  const items = [
    ...you.cards.map((c) =>
      h(
        "li",
        { class: "card", "data-country": c.country },
        h("span", { class: "card-symbol", "aria-hidden": "true" }, symbol(c.country)),
        " ",
        countryName(map, c.country),
        c.bonus_used ? h("small", null, ` (${t("bonus_used")})`) : null,
      ),
    ),
    ...(mine?.continent_cards ?? []).map((k) => h("li", { class: "card continent-card", "data-continent": k }, "◆ ", k)),
  ];
  replace(el, h("h3", null, t("cards")), items.length ? h("ul", { class: "card-list" }, ...items) : h("p", null, t("no_cards")));
}

export function renderDice(el: HTMLElement, dice: { attack: number[]; defense: number[] } | null): void {
  el.hidden = !dice;
  if (!dice) return replace(el);
  const row = (label: string, values: number[], side: string) =>
    h(
      "div",
      { class: `dice-row ${side}` },
      h("span", { class: "dice-label" }, label),
      ...values.map((v) => h("span", { class: "die", "data-value": v, role: "img", "aria-label": String(v) }, String(v))),
    );
  replace(el, row(t("attack_dice"), dice.attack, "attack"), row(t("defense_dice"), dice.defense, "defense"));
}

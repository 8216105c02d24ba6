// One sentence per event of a Risk-like game, in the page's language, for
// the event log (#event-log).
import type { Event, GameResponse } from "@teg/client";
import type { MapData } from "../api.js";
import { t } from "../i18n.js";
import { colorWord, continentName, countryName, playerName } from "../names.js";
import { termsText } from "../terms.js";
import type { PactTerms } from "../terms.js";

type E = Record<string, unknown> & { type?: string };

export function narrate(event: Event, map: MapData | undefined, view: GameResponse | undefined): string {
  const e = event as unknown as E;
  const str = (k: string) => (typeof e[k] === "string" ? (e[k] as string) : "");
  const num = (k: string) => (typeof e[k] === "number" ? (e[k] as number) : 0);
  const player = (k = "player") => playerName(view, str(k));
  const country = (k = "country") => countryName(map, str(k));
  const type = e.type ?? "";
  switch (type) {
    case "objective_dealt":
    case "card_drawn":
    case "turn_started":
    case "turn_ended":
    case "player_forfeited":
    case "timed_out":
    case "zone_duty_failed":
    case "card_withheld":
    case "ally_regroup_started":
      return t(`ev_${type}`, { player: player() });
    case "placement_started":
    case "reinforcement_started":
      return t(`ev_${type}`, { player: player(), n: num("armies") });
    case "armies_placed":
    case "card_bonus":
      return t(`ev_${type}`, { player: player(), n: num("armies"), country: country() });
    case "missile_bought":
    case "missile_converted":
      return t(`ev_${type}`, { player: player(), country: country() });
    case "cards_exchanged":
      return t("ev_cards_exchanged", { player: player(), n: num("armies") });
    case "round_started":
      return t("ev_round_started", { n: num("round") });
    case "situation_revealed": {
      const card = e.card;
      const name =
        typeof card === "string"
          ? t(`sit_${card}`)
          : card && typeof card === "object" && "rest" in card
            ? t("sit_rest", { player: playerName(view, String((card as { rest: string }).rest)) })
            : "?";
      return t("ev_situation_revealed", { card: name });
    }
    case "attack_resolved": {
      const line = t("ev_attack_resolved", {
        player: player("attacker"),
        from: country("from"),
        to: country("to"),
        al: num("attacker_losses"),
        dl: num("defender_losses"),
      });
      return e.conquered ? `${line} ${t("ev_conquered", { player: player("attacker"), to: country("to") })}` : line;
    }
    case "armies_moved_in":
    case "regrouped":
      return t(`ev_${type}`, { n: num("armies"), from: country("from"), to: country("to") });
    case "missile_fired":
    case "missile_fired_at":
      return t(`ev_${type}`, { from: country("from"), to: country("to"), n: num("damage") });
    case "player_eliminated":
      return t("ev_player_eliminated", { player: player(), by: player("by") });
    case "continent_card_earned":
    case "continent_card_returned":
      return t(`ev_${type}`, { player: player(), continent: continentName(map, str("continent")) });
    case "control_changed": {
      const c = e.controller as { kind?: string; level?: string } | undefined;
      const who = c?.kind === "bot" ? `${t("bot")} (${t(`level_${c.level ?? "greedy"}`)})` : colorWord(str("player"));
      return t("ev_control_changed", { player: player(), who });
    }
    case "game_won":
      return t("ev_game_won", { player: player("winner") });
    case "round_cap_reached":
      return t("ev_round_cap_reached", { n: num("rounds") });
    case "rematch_offered":
      return t("ev_rematch_offered");
    case "game_paused":
    case "game_resumed":
    case "game_aborted":
      return t(`ev_${type}`, { who: t(str("by") === "operator" ? "by_operator" : "by_tournament") });
    case "pact_proposed":
      return t("ev_pact_proposed", { player: player("by"), to: player("to"), terms: termsText(e.terms as PactTerms, map, view) });
    case "pact_accepted":
    case "pact_ended":
    case "aggression_ended":
    case "aggression_launched":
      return t(`ev_${type}`, { n: num("pact") });
    case "pact_break_announced":
      return t("ev_pact_break_announced", { player: player("by"), n: num("pact") });
    case "aggression_next":
      return t("ev_aggression_next", { player: player("actor") });
    case "condominium_formed":
      return t("ev_condominium_formed", { country: country() });
    case "game_started":
    case "countries_dealt":
    case "crisis_rolled":
    case "seed_revealed":
    case "dice_off":
    case "position_loaded":
      return t(`ev_${type}`);
    default:
      return t("ev_other", { type: type.replace(/_/g, " ") });
  }
}

/** The dice of an event, when it rolled some. */
export function diceOf(event: Event): { attack: number[]; defense: number[] } | null {
  const e = event as unknown as E;
  if (e.type === "attack_resolved" && Array.isArray(e.attacker_dice) && Array.isArray(e.defender_dice)) {
    return { attack: e.attacker_dice as number[], defense: e.defender_dice as number[] };
  }
  return null;
}

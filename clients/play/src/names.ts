// How things are called on screen: players' colours (fill and ink), a
// player by colour ("ana (red)"), countries and continents by the board's
// names in the page's language, editions and statuses.
import type { GameResponse } from "@teg/client";
import type { MapData } from "./api.js";
import { t } from "./i18n.js";
import { prefs } from "./prefs.js";

/** Disc fills by colour (the Color enum). */
export const FILL: Record<string, string> = {
  red: "#d32f2f",
  blue: "#1f5fd1",
  green: "#2e7d32",
  yellow: "#f9c700",
  black: "#262626",
  white: "#f4f4f4",
};
/** Text on a disc of that colour (contrast AA). */
export const INK: Record<string, string> = {
  red: "#fff",
  blue: "#fff",
  green: "#fff",
  yellow: "#111",
  black: "#fff",
  white: "#111",
};

export function colorWord(color: string | null | undefined): string {
  return color ? t(`color_${color}`) : "";
}

interface PlayerLike {
  color?: string | null;
  name?: string | null;
  user_id?: string | null;
}

/** The players of a Risk view (empty for other views). */
export function playersOf(view: GameResponse | undefined): PlayerLike[] {
  const p = (view as { players?: unknown } | undefined)?.players;
  return Array.isArray(p) ? (p as PlayerLike[]) : [];
}

/** "ana (red)", or the colour alone. */
export function playerName(view: GameResponse | undefined, color: string | null | undefined): string {
  if (!color) return "?";
  const p = playersOf(view).find((x) => x.color === color);
  return p?.name ? `${p.name} (${colorWord(color)})` : colorWord(color);
}

export function countryName(map: MapData | undefined, id: string): string {
  const c = map?.countries.find((x) => x.id === id);
  return c ? c.names[prefs.lang] : id.replace(/_/g, " ");
}

export function continentName(map: MapData | undefined, id: string): string {
  const c = map?.continents.find((x) => x.id === id);
  return c ? c.names[prefs.lang] : id.replace(/_/g, " ");
}

export function editionName(ruleset: string): string {
  return t(`ed_${ruleset}`);
}

export function statusName(status: string): string {
  return t(`status_${status}`);
}

/** A short duration: "45 s", "3:07", "1:02:03". */
export function duration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return `${s} s`;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}

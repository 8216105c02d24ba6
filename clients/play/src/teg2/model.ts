// What the TEG II table reads from a view: who is who (seats, players,
// powers), each seat's colour, forces by region, and the viewer's tokens.
import type { Schema, Power, TokenKind, Teg2Legal } from "@teg/client";
import type { Lang } from "../contract";
import { tr } from "./labels";

export type Teg2View = Schema<"Teg2View">;
export type TableView = Schema<"TableView">;
export type Force = Schema<"ForceView">;
export type MapData = Schema<"Teg2MapResponse">;
export type MapRegion = Schema<"Teg2MapRegion">;
export type GameView = Schema<"Teg2GameView">;

/** Fills by player number, as the dashboard draws them (teg2_svg.rs `FILLS`). */
export const FILLS = [
  "#d33a2f", "#2f6bd3", "#2e9d4f", "#f2c12e", "#2b2b2b", "#f4f4f4",
  "#e8832a", "#7d4cc2", "#1f9e9e", "#d85a9c", "#8a5a2b", "#8c8c8c",
] as const;
const LIGHT = new Set(["#f4f4f4", "#f2c12e", "#e8832a", "#8c8c8c"]);

export interface Ink {
  fill: string;
  text: string;
}

export function inkOfPlayer(player: number): Ink {
  const fill = FILLS[player % FILLS.length] ?? "#8c8c8c";
  return { fill, text: LIGHT.has(fill) ? "#111" : "#fff" };
}

/** The points of a token kind (its suffix). */
export function points(kind: TokenKind): number {
  return Number(kind.slice(kind.lastIndexOf("_") + 1));
}

/** Everything the table derives from one view, once per update. */
export class Model {
  readonly t2: Teg2View;
  /** The viewer's player number (service seat), or null for a spectator. */
  readonly me: number | null;

  constructor(
    readonly game: GameView & { id: string; status: string; game?: Schema<"GameSummary"> },
    readonly lang: Lang,
    readonly maps: ReadonlyMap<string, MapData>,
    userId: string,
    legalSeat: number | null | undefined,
  ) {
    this.t2 = game.teg2 as Teg2View;
    const seated = game.game?.seats?.find((s) => s.user_id === userId)?.seat;
    this.me = legalSeat ?? (seated === undefined ? null : seated);
  }

  get status(): string {
    return this.game.status;
  }

  t(key: string, vars?: Record<string, string | number>): string {
    return tr(this.lang, key, vars);
  }

  powerName(power: Power | string): string {
    return this.t(`power.${power}`);
  }

  /** A seat's (a power on a board) player number. */
  playerOf(seat: number): number {
    return this.t2.seats[seat]?.player ?? seat;
  }

  inkOfSeat(seat: number): Ink {
    return inkOfPlayer(this.playerOf(seat));
  }

  /** The seat's power, named (with "you" for the viewer's own). */
  seatName(seat: number, withYou = true): string {
    const s = this.t2.seats[seat];
    if (!s) return this.t("player_n", { n: seat + 1 });
    const name = this.powerName(s.power);
    return withYou && this.isMine(seat) ? `${name} (${this.t("you")})` : name;
  }

  isMine(seat: number): boolean {
    return this.me !== null && this.t2.seats[seat]?.player === this.me;
  }

  /** The viewer's seats (one, or two in the 2-player game). */
  mySeats(): number[] {
    return this.t2.seats.flatMap((s, i) => (this.me !== null && s.player === this.me ? [i] : []));
  }

  /** The seat of `power` played by the viewer (powers repeat across paired boards). */
  mySeatOf(power: Power): number | undefined {
    return this.mySeats().find((i) => this.t2.seats[i]?.power === power);
  }

  /** The board a step of the viewer's is played on. */
  tableOfStep(step: Teg2Legal): number {
    const seat = this.mySeatOf(step.power);
    return seat === undefined ? 0 : (this.t2.seats[seat]?.table ?? 0);
  }

  table(i: number): TableView | undefined {
    return this.t2.tables[i];
  }

  map(table: number): MapData | undefined {
    const t = this.t2.tables[table];
    return t ? this.maps.get(t.map) : undefined;
  }

  region(table: number, id: string): MapRegion | undefined {
    return this.map(table)?.regions.find((r) => r.id === id);
  }

  regionName(table: number, id: string): string {
    const r = this.region(table, id);
    return r ? r.names[this.lang] || r.names.es : id.replace(/_/g, " ");
  }

  isSea(table: number, id: string): boolean {
    return this.region(table, id)?.kind === "sea";
  }

  forcesIn(table: number, region: string): Force[] {
    return this.t2.tables[table]?.forces.filter((f) => f.region === region) ?? [];
  }

  force(table: number, region: string, seat: number): Force | undefined {
    return this.t2.tables[table]?.forces.find((f) => f.region === region && f.seat === seat);
  }

  /** Holding units (ordinary + special) of a seat in a region (T2-CMP-8). */
  holding(table: number, region: string, seat: number): number {
    const f = this.force(table, region, seat);
    return f ? f.ordinary + (f.special ? 1 : 0) : 0;
  }

  /** The viewer's own tokens on a board (kinds from the view, else from what this browser kept). */
  myTokens(table: number, seat: number): { region: string; kind: TokenKind | null }[] {
    return (this.t2.tables[table]?.tokens ?? []).filter((k) => k.seat === seat).map((k) => ({ region: k.region, kind: k.kind ?? null }));
  }

  /** The level of a power on the ladder. */
  levelOf(power: Power): number | undefined {
    return this.t2.levels.find((l) => l.power === power)?.level;
  }

  /** "3 ★ ✈2" for a force. */
  forceText(f: Force): string {
    let text = String(f.ordinary);
    if (f.special) text += "★";
    if (f.aircraft > 0) text += ` ✈${f.aircraft}`;
    return text;
  }

  /** Who plays a player: a bot level, or nothing for a person. */
  botOf(player: number): string | null {
    const fromView = this.t2.bots[player];
    if (fromView) return fromView;
    const p = this.game.players.find((x) => x.seat === player);
    if (p && p.controller.kind === "bot") return (p.controller as { level: string }).level;
    return null;
  }
}

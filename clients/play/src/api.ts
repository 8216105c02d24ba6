// Static and historical reads through the SDK's typed client: a Risk
// edition's board drawing (SVG text), a game at a past version (replays),
// and a board's map (names, continents, coordinates), cached per page.
import type { GameResponse, Schema } from "@teg/client";
import { unwrap } from "@teg/client";
import { client } from "./auth.js";
import type { Lang } from "./contract.js";

const drawings = new Map<string, Promise<string>>();

/** `GET /v1/rulesets/{ruleset}/board.svg?lang=`: the bare board of a Risk edition, as SVG text (cached). */
export function boardSvg(ruleset: string, lang: Lang): Promise<string> {
  const key = `${ruleset}/${lang}`;
  let p = drawings.get(key);
  if (!p) {
    p = client.api
      .GET("/v1/rulesets/{ruleset}/board.svg", { params: { path: { ruleset }, query: { lang } }, parseAs: "text" })
      .then(({ data }) => String(data ?? ""));
    p.catch(() => drawings.delete(key));
    drawings.set(key, p);
  }
  return p;
}

/** `GET /v1/games/{id}/versions/{version}`: the caller's view of a game as it was at a version. */
export function gameAtVersion(id: string, version: number): Promise<GameResponse> {
  return unwrap(client.api.GET("/v1/games/{id}/versions/{version}", { params: { path: { id, version } } })) as Promise<GameResponse>;
}

export type MapData = Schema<"MapResponse">;
const maps = new Map<string, Promise<MapData>>();

/** `GET /v1/maps/{ruleset}` (cached): names, continents, borders, coordinates. */
export function mapOf(ruleset: string): Promise<MapData> {
  let p = maps.get(ruleset);
  if (!p) {
    p = unwrap(client.api.GET("/v1/maps/{ruleset}", { params: { path: { ruleset } } }));
    p.catch(() => maps.delete(ruleset));
    maps.set(ruleset, p);
  }
  return p;
}

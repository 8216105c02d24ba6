// Calls of the public API not (yet) in the SDK's generated types: the board
// drawing and a game at a past version. They go through the SDK's own
// openapi-fetch client (`client.api`), so they get its token, retries and
// ProblemErrors; only the path's type is loosened here.
import type { GameResponse, Schema } from "@teg/client";
import { client } from "./auth.js";
import type { Lang } from "./contract.js";

type LooseInit = {
  params?: { path?: Record<string, string | number>; query?: Record<string, string | number> };
  parseAs?: "json" | "text";
};
type LooseGet = (path: string, init: LooseInit) => Promise<{ data?: unknown; response: Response }>;

function looseGet(path: string, init: LooseInit): Promise<{ data?: unknown; response: Response }> {
  return (client.api.GET as unknown as LooseGet).call(client.api, path, init);
}

const drawings = new Map<string, Promise<string>>();

/** `GET /v1/rulesets/{ruleset}/board.svg?lang=`: the bare board of a Risk edition, as SVG text (cached). */
export function boardSvg(ruleset: string, lang: Lang): Promise<string> {
  const key = `${ruleset}/${lang}`;
  let p = drawings.get(key);
  if (!p) {
    p = looseGet("/v1/rulesets/{ruleset}/board.svg", { params: { path: { ruleset }, query: { lang } }, parseAs: "text" }).then(
      ({ data }) => String(data ?? ""),
    );
    p.catch(() => drawings.delete(key));
    drawings.set(key, p);
  }
  return p;
}

/** `GET /v1/games/{id}/versions/{version}`: the caller's view of a game as it was at a version. */
export async function gameAtVersion(id: string, version: number): Promise<GameResponse> {
  const { data } = await looseGet("/v1/games/{id}/versions/{version}", { params: { path: { id, version } } });
  return data as GameResponse;
}

export type MapData = Schema<"MapResponse">;
const maps = new Map<string, Promise<MapData>>();

/** `GET /v1/maps/{ruleset}` (cached): names, continents, borders, coordinates. */
export function mapOf(ruleset: string): Promise<MapData> {
  let p = maps.get(ruleset);
  if (!p) {
    p = client.api.GET("/v1/maps/{ruleset}", { params: { path: { ruleset } } }).then(({ data }) => data as MapData);
    p.catch(() => maps.delete(ruleset));
    maps.set(ruleset, p);
  }
  return p;
}

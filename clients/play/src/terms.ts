// A pact's terms in words ("no attacks argentina ↔ chile", "world peace"...),
// for the pacts panel and the narration.
import type { GameResponse, Schema } from "@teg/client";
import type { MapData } from "./api.js";
import { t } from "./i18n.js";
import { continentName, countryName, playerName } from "./names.js";

export type PactTerms = Schema<"PactTerms">;

export function termsText(terms: PactTerms, map: MapData | undefined, view: GameResponse | undefined): string {
  const c = (id: string) => countryName(map, id);
  switch (terms.kind) {
    case "world":
      return t("terms_world");
    case "country":
      return t("terms_country", { own: c(terms.own), theirs: c(terms.theirs) });
    case "continent":
      return t("terms_continent", { continent: continentName(map, terms.continent) });
    case "continent_border":
      return t("terms_continent_border", {
        a: continentName(map, terms.continents[0] ?? ""),
        b: continentName(map, terms.continents[1] ?? ""),
      });
    case "zone":
      return t("terms_zone", { country: c(terms.country) });
    case "aggression":
      return t("terms_aggression", { target: c(terms.target), leader: playerName(view, terms.leader) });
    case "condominium":
      return t("terms_condominium", { country: c(terms.country) });
    default:
      return JSON.stringify(terms);
  }
}

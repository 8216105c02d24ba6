// A new table: the edition, how many players and how many of them bots
// (and how strong), the turn clock, public or private, a round cap for a
// short game (Risk editions) or TEG II's level and board. Creating it
// opens its lobby.
import type { CreateGame, Schema } from "@teg/client";
import { client } from "../auth.js";
import { h, replace, select } from "../dom.js";
import { ProblemBanner } from "../game/problem.js";
import { t } from "../i18n.js";
import type { Page } from "../router.js";
import { navigate } from "../router.js";

type Ruleset = Schema<"Ruleset">;

export const EDITIONS = ["revancha", "classic", "junior", "teg2"];
const TEG2_COUNTS = [2, 3, 4, 5, 6, 8, 10, 12];
const CLOCKS = [30, 60, 120, 300, 900, 3600, 86400];
const ROUNDS = [3, 5, 8, 10, 15, 20, 30];

function clockLabel(s: number): string {
  if (s < 60) return t("clock_seconds", { n: s });
  if (s < 3600) return t("clock_minutes", { n: s / 60 });
  return t("clock_hours", { n: s / 3600 });
}

export function newGamePage(): Page {
  const problem = new ProblemBanner();
  let rulesets = new Map<string, Ruleset>();

  const edition = select({ id: "edition" }, EDITIONS.map((e) => [e, t(`ed_${e}`)]), "classic");
  const players = select({ id: "players" }, [], "3");
  const bots = select({ id: "bots" }, [], "2");
  const level = select({ id: "bot-level" }, ["random", "greedy", "planner"].map((l) => [l, t(`level_${l}`)]), "greedy");
  const clock = select({ id: "clock" }, [["", t("clock_none")], ...CLOCKS.map((s): [string, string] => [String(s), clockLabel(s)])], "");
  const visibility = select({ id: "visibility" }, [["public", t("public")], ["private", t("private")]], "public");
  const maxRounds = select({ id: "max-rounds" }, [["", t("no_cap")], ...ROUNDS.map((n): [string, string] => [String(n), t("rounds_n", { n })])], "");
  const pacts = h("input", { id: "pacts-option", type: "checkbox" });
  const teg2Level = select({ id: "teg2-level" }, ["basic", "medium", "advanced"].map((l) => [l, t(`teg2_${l}`)]), "basic");
  const teg2Board = select({ id: "teg2-board" }, ["americas", "old_world", "planisphere"].map((b) => [b, t(`board_${b}`)]), "americas");
  const create = h("button", { id: "create", type: "submit", class: "primary big" }, t("create"));

  const riskOnly = h(
    "div",
    { class: "risk-only" },
    h("div", { class: "field" }, h("label", { for: "max-rounds" }, t("max_rounds")), maxRounds),
    h("div", { class: "field check" }, pacts, h("label", { for: "pacts-option" }, t("pacts_option"))),
  );
  const teg2Only = h(
    "div",
    { class: "teg2-only", hidden: true },
    h("div", { class: "field" }, h("label", { for: "teg2-level" }, t("teg2_level")), teg2Level),
    h("div", { class: "field" }, h("label", { for: "teg2-board" }, t("teg2_board")), teg2Board),
  );

  function counts(): number[] {
    const e = edition.value;
    if (e === "teg2") return TEG2_COUNTS;
    const r = rulesets.get(e);
    const min = r?.min_players ?? 2;
    const max = r?.max_players ?? (e === "junior" ? 4 : 6);
    return Array.from({ length: max - min + 1 }, (_, i) => min + i);
  }

  function sync(): void {
    const e = edition.value;
    const list = counts();
    const keep = Number(players.value) || 3;
    replace(players, ...list.map((n) => h("option", { value: String(n) }, String(n))));
    players.value = String(list.includes(keep) ? keep : (list.find((n) => n >= 3) ?? list[0]));
    syncBots();
    const teg2 = e === "teg2";
    teg2Only.hidden = !teg2;
    riskOnly.hidden = teg2;
    const modules = rulesets.get(e)?.modules;
    const pactsField = pacts.parentElement!;
    pactsField.hidden = teg2 || (modules !== undefined && !modules.includes("pacts"));
    if (pactsField.hidden) pacts.checked = false;
  }

  function syncBots(): void {
    const n = Number(players.value) || 2;
    const keep = bots.value === "" ? n - 1 : Number(bots.value);
    replace(bots, ...Array.from({ length: n }, (_, i) => h("option", { value: String(i) }, String(i))));
    bots.value = String(Math.min(keep, n - 1));
  }

  edition.addEventListener("change", sync);
  players.addEventListener("change", syncBots);

  const form = h(
    "form",
    { class: "panel new-game", id: "new-game-form" },
    h("h1", null, t("new_game_title")),
    problem.el,
    h("div", { class: "field" }, h("label", { for: "edition" }, t("edition")), edition),
    h("div", { class: "field" }, h("label", { for: "players" }, t("players")), players),
    h("div", { class: "field" }, h("label", { for: "bots" }, t("bots")), bots, h("small", { class: "hint" }, t("bots_hint"))),
    h("div", { class: "field" }, h("label", { for: "bot-level" }, t("bot_level")), level),
    h("div", { class: "field" }, h("label", { for: "clock" }, t("clock")), clock),
    h("div", { class: "field" }, h("label", { for: "visibility" }, t("visibility")), visibility),
    riskOnly,
    teg2Only,
    create,
  );
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    create.disabled = true;
    try {
      const game = await client.createGame(body());
      navigate(`/play/game/${encodeURIComponent(game.id)}`);
    } catch (err) {
      problem.show(err);
      create.disabled = false;
    }
  });

  function body(): CreateGame {
    const n = Number(players.value);
    const seats = Array.from({ length: Number(bots.value) || 0 }, () => ({ bot: level.value as "greedy" }));
    const common = {
      max_players: n,
      visibility: visibility.value as "public" | "private",
      clock: clock.value ? { turn_seconds: Number(clock.value) } : null,
      seats,
    };
    if (edition.value === "teg2") {
      return {
        ruleset: "teg2",
        ...common,
        max_players: n as 2,
        options: { level: teg2Level.value as "basic", board: teg2Board.value as "americas" },
      };
    }
    const options: Record<string, unknown> = {};
    if (maxRounds.value) options.max_rounds = Number(maxRounds.value);
    if (pacts.checked) options.pacts = true;
    return { ruleset: edition.value as "classic", ...common, options: Object.keys(options).length ? options : null };
  }

  sync();
  void client.api
    .GET("/v1/rulesets")
    .then(({ data }) => {
      rulesets = new Map((data?.rulesets ?? []).map((r) => [r.id, r]));
      sync();
    })
    .catch(() => undefined);

  return { el: h("div", { class: "new" }, form), title: t("new_game_title") };
}

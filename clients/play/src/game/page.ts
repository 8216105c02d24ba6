// The page of one game (/play/game/<id>): the lobby while it fills, then
// the table of its family (risk/ or teg2/) inside the shell: #table with
// its data-* state, the refusal banner, the clock, pacts, chat, resign,
// the end of the game (winner, rematch) and its replay. The shell owns the
// data: it keeps the game in sync (sync.ts) and plays the table's commands.
import type { Command, GameResponse, LegalActions, RiskCommand } from "@teg/client";
import type { MapData } from "../api.js";
import { mapOf } from "../api.js";
import { client, user } from "../auth.js";
import type { Table, TableContext, TableState } from "../contract.js";
import { h, replace } from "../dom.js";
import { t } from "../i18n.js";
import { editionName, playerName } from "../names.js";
import { prefs } from "../prefs.js";
import { createRiskTable } from "../risk/index.js";
import { PACT_TYPES } from "../risk/moves.js";
import type { Page } from "../router.js";
import { navigate } from "../router.js";
import { GameSync, versionOf } from "../sync.js";
import type { GameState } from "../sync.js";
import { createTeg2Table } from "../teg2/index.js";
import { Chat } from "./chat.js";
import { Whispers } from "./whispers.js";
import { Clock } from "./clock.js";
import { Lobby } from "./lobby.js";
import { Pacts } from "./pacts.js";
import { ProblemBanner } from "./problem.js";
import { Replay } from "./replay.js";

/** localStorage, its keys prefixed with the user's id (the TEG II nonces). */
class ScopedStorage implements Storage {
  constructor(private readonly prefix: string) {}
  private keys(): string[] {
    const out: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      if (k?.startsWith(this.prefix)) out.push(k.slice(this.prefix.length));
    }
    return out;
  }
  get length(): number {
    return this.keys().length;
  }
  key(index: number): string | null {
    return this.keys()[index] ?? null;
  }
  getItem(key: string): string | null {
    return localStorage.getItem(this.prefix + key);
  }
  setItem(key: string, value: string): void {
    localStorage.setItem(this.prefix + key, value);
  }
  removeItem(key: string): void {
    localStorage.removeItem(this.prefix + key);
  }
  clear(): void {
    for (const k of this.keys()) localStorage.removeItem(this.prefix + k);
  }
}

/** Whether the legal actions hold a move of the player's own (pacts and chat aside). */
export function myTurn(legal: LegalActions): boolean {
  return (legal.actions ?? []).some((a) => !PACT_TYPES.has(a.type)) || (legal.teg2?.length ?? 0) > 0;
}

export function gamePage(id: string): Page {
  const me = user();
  const userId = me?.id ?? "";
  // Nobody signed in watches a public game (SVC-WATCH): its table, no chat,
  // whispers or legal actions (they need a sign-in).
  const watching = me === null;
  const problem = new ProblemBanner();
  const clock = new Clock();
  const main = h("div", { class: "game-page" }, h("p", { class: "hint" }, t("loading")));
  const el = h("div", { class: "game" }, problem.el, main);

  let lobby: Lobby | null = null;
  let table: Table | null = null;
  let tableEl: HTMLElement | null = null;
  let chat: Chat | null = null;
  let whispers: Whispers | null = null;
  let pacts: Pacts | null = null;
  let replay: Replay | null = null;
  let over: HTMLElement | null = null;
  let resignBox: HTMLElement | null = null;
  let last: GameState | null = null;
  let map: MapData | undefined;
  let inFlight = false;
  let pausedNote: HTMLElement | null = null;

  async function play(command: Command): Promise<boolean> {
    if (inFlight) return false;
    inFlight = true;
    try {
      // Pact commands are open at any time: they need no version (a bot's
      // move meanwhile must not refuse them); nor do TEG II's, whose players
      // move at once (each command is checked against the game as it is
      // then, and a commit or a reveal must not be refused because another
      // player's landed first). A Risk move carries the version shown.
      const unversioned = command.type === "teg2" || PACT_TYPES.has((command as RiskCommand).type);
      const batch = await client.play(id, command, unversioned ? undefined : sync.version);
      sync.add(batch.events);
      problem.hide();
      await sync.refresh();
      return true;
    } catch (e) {
      problem.show(e);
      await sync.refresh();
      return false;
    } finally {
      inFlight = false;
    }
  }

  const ctx: TableContext = {
    client,
    gameId: id,
    userId,
    lang: prefs.lang,
    t,
    play,
    storage: new ScopedStorage(`teg.play.u.${userId}.`),
  };

  function mountLobby(state: GameState): void {
    if (!lobby) {
      lobby = new Lobby(id, userId, problem, () => void sync.refresh(), () => navigate("/play"));
      replace(main, lobby.el);
    }
    lobby.update(state.view);
  }

  function mountTable(view: GameResponse): void {
    if (table) return;
    lobby = null;
    const ruleset = view.game.ruleset;
    const tableRoot = h("div", { class: "table-root" });
    tableEl = h("section", { id: "table", "data-game-id": id, "data-ruleset": ruleset, class: `table ${ruleset === "teg2" ? "teg2" : "risk-edition"}` });
    over = h("section", { id: "game-over", class: "panel game-over", hidden: true });
    replay = new Replay(id, (s) => {
      tableEl?.setAttribute("data-version", String(versionOf(s.view)));
      tableEl?.setAttribute("data-replay", "true");
      table?.update(s);
    });
    chat = watching ? null : new Chat(id, problem);
    whispers = watching ? null : new Whispers(id, userId, problem);
    const side = h("aside", { class: "shell-side" }, over, replay.el);
    if (ruleset !== "teg2") {
      pacts = new Pacts((c) => play(c));
      side.appendChild(pacts.el);
      void mapOf(ruleset).then((m) => {
        map = m;
        if (last) pacts?.render(last.view, last.legal, map, false);
      });
    }
    resignBox = h("div", { class: "resign" });
    side.append(...[chat?.el, whispers?.el].filter((e): e is HTMLElement => !!e), resignBox);
    if (watching) side.appendChild(h("p", { id: "watching", class: "hint" }, t("watching_hint")));
    pausedNote = h("p", { class: "warn", hidden: true }, t("game_paused"));
    replace(
      tableEl,
      h("header", { class: "table-head" }, h("h2", null, editionName(ruleset)), clock.el, pausedNote),
      h("div", { class: "table-body" }, tableRoot, side),
    );
    replace(main, tableEl);
    table = ruleset === "teg2" ? createTeg2Table(tableRoot, ctx) : createRiskTable(tableRoot, ctx);
  }

  function renderResign(view: GameResponse): void {
    if (!resignBox) return;
    const seated = view.game.seats.some((s) => s.user_id === userId);
    if (view.status !== "playing" || !seated) return replace(resignBox);
    if (resignBox.querySelector("#resign, #resign-confirm")) return;
    const ask = h("button", { type: "button", id: "resign", class: "danger" }, t("resign"));
    ask.addEventListener("click", () => {
      const yes = h("button", { type: "button", id: "resign-confirm", class: "danger" }, t("resign_confirm"));
      const no = h("button", { type: "button", id: "resign-cancel", class: "secondary" }, t("cancel"));
      yes.addEventListener("click", async () => {
        yes.disabled = true;
        try {
          const batch = await client.api.POST("/v1/games/{id}/resign", { params: { path: { id } } });
          if (batch.data) sync.add(batch.data.events);
          problem.hide();
        } catch (e) {
          problem.show(e);
        }
        replace(resignBox!);
        await sync.refresh();
      });
      no.addEventListener("click", () => {
        replace(resignBox!);
        if (last) renderResign(last.view);
      });
      replace(resignBox!, h("p", { class: "warn" }, t("resign_question")), h("div", { class: "buttons" }, yes, no));
      yes.focus();
    });
    replace(resignBox, ask);
  }

  function renderOver(state: GameState): void {
    if (!over) return;
    const { view } = state;
    const done = view.status === "finished" || view.status === "aborted";
    over.hidden = !done;
    if (!done) return;
    const v = view as { winner?: string | null; end_reason?: string | null };
    // A table may say who won in its own words (TEG II, by its powers).
    const told = table?.outcome?.() ?? null;
    let text: string;
    if (view.status === "aborted") text = t("game_aborted");
    else if (told) {
      text = told;
    } else if (v.winner) {
      const reason = v.end_reason && t(`win_${v.end_reason}`) !== `win_${v.end_reason}` ? ` (${t(`win_${v.end_reason}`)})` : "";
      text = `${t("winner", { player: playerName(view, v.winner) })}${reason}`;
    } else text = v.end_reason === "round_cap" ? t("no_winner_cap") : t("no_winner");
    const rematch = h("button", { type: "button", id: "rematch", class: "primary" }, t("rematch"));
    rematch.addEventListener("click", async () => {
      rematch.disabled = true;
      try {
        const { data } = await client.api.POST("/v1/games/{id}/rematch", { params: { path: { id } } });
        if (data) navigate(`/play/game/${data.id}`);
      } catch (e) {
        problem.show(e);
        rematch.disabled = false;
      }
    });
    const seated = view.game.seats.some((s) => s.user_id === userId);
    const record = view.status === "finished" ? recordButton() : null;
    replace(over, h("h3", null, t("game_over")), h("p", { class: "winner", "data-winner": v.winner ?? "" }, text), view.status === "finished" && seated ? rematch : null, record);
  }

  // The finished game's portable record (SVC-RECORD), saved as a file: it
  // verifies offline with `teg-api verify-record` and imports elsewhere.
  function recordButton(): HTMLElement {
    const button = h("button", { type: "button", id: "download-record", class: "secondary" }, t("download_record"));
    button.addEventListener("click", async () => {
      button.disabled = true;
      try {
        const { data } = await client.api.GET("/v1/games/{id}/record", { params: { path: { id } } });
        if (!data) return;
        const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
        const url = URL.createObjectURL(blob);
        const link = h("a", { href: url, download: `teg-record-${id}.json`, hidden: true });
        document.body.append(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      } catch (e) {
        problem.show(e);
      } finally {
        button.disabled = false;
      }
    });
    return button;
  }

  function onState(state: GameState): void {
    last = state;
    problem.clearTransient();
    const { view, legal } = state;
    if (view.status === "lobby") return mountLobby(state);
    mountTable(view);
    const version = versionOf(view);
    if (tableEl) {
      tableEl.setAttribute("data-status", view.status);
      tableEl.setAttribute("data-version", String(version));
      tableEl.setAttribute("data-my-turn", String(view.status === "playing" && myTurn(legal)));
    }
    clock.set(view.seconds_left ?? null, view.deadline ?? null);
    chat?.know(view);
    whispers?.know(view);
    pacts?.render(view, legal, map, false);
    renderResign(view);
    if (pausedNote) pausedNote.hidden = view.status !== "paused";
    const tableState: TableState = { view, legal, news: state.news, replay: false };
    table?.update(tableState);
    // After the table, which may name the winners in its own words.
    renderOver(state);
    if (view.status === "finished") replay?.finished(tableState, version);
  }

  function onError(e: unknown): void {
    problem.show(e);
    if (!last) replace(main, h("p", null, h("a", { href: "/play", "data-link": "" }, t("home"))));
  }

  const sync = new GameSync(id, onState, onError, watching);
  void sync.start();

  return {
    el,
    title: t("game"),
    dispose() {
      sync.stop();
      clock.stop();
      chat?.stop();
      whispers?.stop();
      table?.destroy();
    },
  };
}

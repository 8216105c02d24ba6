// A table waiting for its players (#lobby): the seats (#seats), the invite
// link to share (#invite-link, with the join code of a private table),
// inviting someone by username, adding a bot and starting (the creator),
// leaving.
import type { GameResponse, Schema } from "@teg/client";
import { client } from "../auth.js";
import { copyText, h, replace, select } from "../dom.js";
import { t } from "../i18n.js";
import { colorWord, editionName } from "../names.js";
import { followButton } from "../views/friends.js";
import type { ProblemBanner } from "./problem.js";

type Summary = Schema<"GameSummary">;

export function inviteLink(game: Summary): string {
  const base = `${location.origin}/play/join/${encodeURIComponent(game.id)}`;
  return game.join_code ? `${base}?code=${encodeURIComponent(game.join_code)}` : base;
}

export class Lobby {
  readonly el: HTMLElement;
  private readonly seats = h("ul", { id: "seats", class: "seats" });
  private readonly link = h("input", { id: "invite-link", type: "text", readOnly: true, class: "invite-link" });
  private readonly controls = h("div", { class: "lobby-controls" });
  private readonly title = h("h2", null);
  private readonly free = h("p", { class: "hint free-seats" });
  private readonly note = h("p", { class: "hint" });
  private summary: Summary | null = null;
  private level = "greedy";

  constructor(
    private readonly gameId: string,
    private readonly userId: string,
    private readonly problem: ProblemBanner,
    private readonly refresh: () => void,
    private readonly leave: () => void,
  ) {
    const copy = h("button", { type: "button", id: "copy-invite", class: "secondary" }, t("copy"));
    copy.addEventListener("click", async () => {
      if (await copyText(this.link.value, this.link)) {
        copy.textContent = t("copied");
        setTimeout(() => (copy.textContent = t("copy")), 1500);
      }
    });
    this.link.addEventListener("focus", () => this.link.select());
    const username = h("input", { id: "invite-username", type: "text", autocomplete: "off", autocapitalize: "none", spellcheck: "false" });
    const invite = h("button", { type: "submit", id: "invite-send" }, t("invite"));
    const inviteForm = h(
      "form",
      { class: "invite-form" },
      h("label", { for: "invite-username" }, t("invite_user")),
      h("div", { class: "row" }, username, invite),
    );
    inviteForm.addEventListener("submit", async (e) => {
      e.preventDefault();
      const name = username.value.trim().toLowerCase();
      if (!name) return;
      invite.disabled = true;
      try {
        await client.api.POST("/v1/games/{id}/invitations", { params: { path: { id: this.gameId } }, body: { username: name } });
        this.problem.hide();
        this.note.textContent = t("invited_ok", { name });
        username.value = "";
      } catch (err) {
        this.problem.show(err);
      } finally {
        invite.disabled = false;
      }
    });
    this.el = h(
      "section",
      { id: "lobby", "data-game-id": gameId, class: "lobby" },
      this.title,
      h("div", { class: "field" }, h("label", { for: "invite-link" }, t("invite_link")), h("div", { class: "row" }, this.link, copy)),
      h("h3", null, t("seats")),
      this.seats,
      this.free,
      this.controls,
      inviteForm,
      this.note,
    );
  }

  update(view: GameResponse): void {
    const game = view.game;
    this.summary = game;
    this.title.textContent = `${t("lobby")} · ${editionName(game.ruleset)}`;
    this.link.value = inviteLink(game);
    // One item per taken seat (people and bots); the free ones are counted below.
    const items = [...game.seats]
      .sort((a, b) => a.seat - b.seat)
      .map((s) => {
        // A seat's name comes with one game's answer; an action's answer
        // names no one, so the seat's number stands in until the next read.
        const named = s.name ?? t("seat_n", { n: s.seat + 1 });
        const who = s.bot ? t("bot_seat", { level: t(`level_${s.bot}`) }) : s.user_id === this.userId ? t("you") : named;
        const other = !s.bot && s.user_id !== this.userId;
        return h(
          "li",
          { "data-seat": s.seat, class: s.bot ? "bot" : "person" },
          s.color ? h("span", { class: `swatch c-${s.color}`, "aria-hidden": "true" }) : null,
          h("span", null, who, s.color ? ` (${colorWord(s.color)})` : ""),
          other ? followButton(s.user_id, this.problem) : null,
        );
      });
    const free = Math.max(0, game.max_players - game.seats.length);
    this.free.textContent = free ? t("free_seats", { n: free }) : "";
    replace(this.seats, ...items);
    const creator = game.creator === this.userId;
    const out: HTMLElement[] = [];
    if (creator) {
      const start = h("button", { type: "button", id: "start", class: "primary" }, t("start"));
      start.addEventListener("click", () => void this.run(start, () => client.startGame(this.gameId)));
      out.push(start);
      if (game.seats.length < game.max_players) {
        const level = select({ id: "add-bot-level", "aria-label": t("bot_level") }, ["random", "greedy", "planner"].map((l) => [l, t(`level_${l}`)]), this.level);
        level.addEventListener("change", () => (this.level = level.value));
        const add = h("button", { type: "button", id: "add-bot", class: "secondary" }, t("add_bot"));
        add.addEventListener("click", () =>
          void this.run(add, () =>
            client.api.POST("/v1/games/{id}/bots", { params: { path: { id: this.gameId } }, body: { level: this.level as "greedy" } }),
          ),
        );
        out.push(h("div", { class: "row" }, level, add));
      }
    } else {
      out.push(h("p", { class: "hint" }, t("waiting_for_start")));
    }
    const leave = h("button", { type: "button", id: "leave", class: "secondary" }, t("leave"));
    leave.addEventListener("click", () =>
      void this.run(leave, async () => {
        await client.api.POST("/v1/games/{id}/leave", { params: { path: { id: this.gameId } } });
        this.leave();
      }),
    );
    out.push(leave);
    replace(this.controls, ...out);
  }

  private async run(button: HTMLButtonElement, f: () => Promise<unknown>): Promise<void> {
    button.disabled = true;
    try {
      await f();
      this.problem.hide();
      this.refresh();
    } catch (e) {
      this.problem.show(e);
    } finally {
      button.disabled = false;
    }
  }

  get game(): Summary | null {
    return this.summary;
  }
}

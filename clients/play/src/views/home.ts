// Home: quick match, my games (those waiting on me first), invitations and
// rematch offers to answer, open tables to join, notifications on this device
// (where the browser takes pushes), and for a guest the form to keep the
// account. Kept current by the user's feed.
import type { Notice, Schema } from "@teg/client";
import { ProblemError } from "@teg/client";
import { client, user } from "../auth.js";
import { h, replace } from "../dom.js";
import { keptNotices, onNotice } from "../feed.js";
import { ProblemBanner } from "../game/problem.js";
import { t } from "../i18n.js";
import { colorWord, duration, editionName, statusName } from "../names.js";
import { describe } from "../problems.js";
import type { PushState } from "../push.js";
import { disablePush, enablePush, pushState, pushSupported } from "../push.js";
import type { Page } from "../router.js";
import { navigate } from "../router.js";
import { friendsPanel } from "./friends.js";
import { quickMatchPanel } from "./quick-match.js";

type MyGame = Schema<"MyGame">;
type Invitation = Schema<"InvitationDto">;
type Summary = Schema<"GameSummary">;

export function homePage(): Page {
  const me = user();
  const problem = new ProblemBanner();
  const myGames = h("ul", { id: "my-games", class: "list games" });
  const invitations = h("ul", { id: "invitations", class: "list" });
  const rematches = h("ul", { id: "rematches", class: "list" });
  const openGames = h("ul", { id: "open-games", class: "list" });
  const rematchBox = h("section", { class: "panel", hidden: true }, h("h2", null, t("rematches")), rematches);
  const newGame = h("button", { id: "new-game", type: "button", class: "primary big" }, t("new_game"));
  newGame.addEventListener("click", () => navigate("/play/new"));
  const quickMatch = quickMatchPanel(problem);
  const friends = friendsPanel(problem);

  const offers = new Map<string, Notice>();
  for (const n of keptNotices()) if (n.type === "rematch_offered" && n.game_id) offers.set(n.game_id, n);
  let mine = new Set<string>();

  const el = h(
    "div",
    { id: "home", class: "home" },
    h("p", { class: "greeting" }, t("signed_in_as", { name: me?.display_name || me?.username || "" })),
    problem.el,
    newGame,
    quickMatch.el,
    h("section", { class: "panel" }, h("h2", null, t("my_games")), myGames),
    h("section", { class: "panel" }, h("h2", null, t("invitations")), invitations),
    rematchBox,
    friends.el,
    h("section", { class: "panel" }, h("h2", null, t("open_games")), openGames),
    pushPanel(),
    me?.kind === "guest" ? upgradeForm(problem) : null,
  );

  const act = async (button: HTMLButtonElement, f: () => Promise<unknown>) => {
    button.disabled = true;
    try {
      await f();
      problem.hide();
    } catch (e) {
      problem.show(e);
      button.disabled = false;
    }
  };

  function gameItem(g: MyGame): HTMLElement {
    const others = g.players.filter((p) => p.seat !== g.seat).map((p) => p.name);
    const waiting = g.to_act && g.status === "playing";
    const open = h(
      "a",
      { href: `/play/game/${encodeURIComponent(g.id)}`, "data-link": "", class: "game-link" },
      h("strong", null, editionName(g.ruleset)),
      " · ",
      statusName(g.status),
      waiting ? h("span", { class: "badge" }, t("your_move")) : null,
      g.seconds_left != null && waiting ? h("small", null, ` · ${t("left_s", { s: duration(g.seconds_left) })}`) : null,
      h("br"),
      h("small", null, [g.color ? colorWord(g.color) : "", others.join(", ")].filter(Boolean).join(" · ")),
    );
    return h("li", { "data-game-id": g.id, "data-waiting": waiting ? "true" : "false", "data-status": g.status, class: waiting ? "waiting" : null }, open);
  }

  async function loadMine(): Promise<void> {
    const { data } = await client.api.GET("/v1/me/games", { params: { query: { limit: 50 } } });
    const games = (data?.games ?? []).filter((g) => g.status !== "aborted");
    // waiting on me first (the server orders them so; kept stable here)
    games.sort((a, b) => Number(b.to_act && b.status === "playing") - Number(a.to_act && a.status === "playing"));
    mine = new Set(games.map((g) => g.id));
    replace(myGames, ...(games.length ? games.map(gameItem) : [h("li", { class: "empty" }, t("no_games"))]));
  }

  async function loadInvitations(): Promise<void> {
    const { data } = await client.api.GET("/v1/me/invitations");
    const list: Invitation[] = data?.invitations ?? [];
    replace(
      invitations,
      ...(list.length
        ? list.map((inv) => {
            const accept = h("button", { type: "button", "data-answer": "accept", class: "primary" }, t("accept"));
            const decline = h("button", { type: "button", "data-answer": "decline", class: "secondary" }, t("decline"));
            accept.addEventListener("click", () =>
              void act(accept, async () => {
                const { data: game } = await client.api.POST("/v1/invitations/{id}/accept", { params: { path: { id: inv.id } } });
                navigate(`/play/game/${encodeURIComponent(game?.id ?? inv.game_id)}`);
              }),
            );
            decline.addEventListener("click", () =>
              void act(decline, async () => {
                await client.api.POST("/v1/invitations/{id}/decline", { params: { path: { id: inv.id } } });
                await loadInvitations();
              }),
            );
            return h(
              "li",
              { "data-invitation-id": inv.id, "data-game-id": inv.game_id },
              h("span", null, t("invitation_to", { game: inv.game_id.slice(0, 8) })),
              h("span", { class: "buttons" }, accept, decline),
            );
          })
        : [h("li", { class: "empty" }, t("no_invitations"))]),
    );
  }

  async function loadRematches(): Promise<void> {
    const items: HTMLElement[] = [];
    for (const [gameId, n] of offers) {
      if (mine.has(gameId)) continue;
      let label = t("rematch_of", { game: String(n.rematch_of ?? "").slice(0, 8) });
      try {
        const view = await client.getGame(gameId);
        if (view.status !== "lobby") continue;
        label = `${label} · ${editionName(view.game.ruleset)}`;
      } catch (e) {
        if (e instanceof ProblemError && e.code === "GAME_NOT_FOUND") continue;
      }
      const join = h("button", { type: "button", "data-action": "join", class: "primary" }, t("join"));
      join.addEventListener("click", () =>
        void act(join, async () => {
          await joinGame(gameId);
          navigate(`/play/game/${encodeURIComponent(gameId)}`);
        }),
      );
      items.push(h("li", { "data-game-id": gameId }, h("span", null, label), join));
    }
    rematchBox.hidden = items.length === 0;
    replace(rematches, ...items);
  }

  async function loadOpen(): Promise<void> {
    const { data } = await client.api.GET("/v1/games", { params: { query: { status: "lobby", limit: 20 } } });
    const list: Summary[] = (data?.games ?? []).filter((g) => !mine.has(g.id) && g.seats.length < g.max_players);
    replace(
      openGames,
      ...(list.length
        ? list.map((g) => {
            const join = h("button", { type: "button", "data-action": "join" }, t("join"));
            join.addEventListener("click", () =>
              void act(join, async () => {
                await joinGame(g.id);
                navigate(`/play/game/${encodeURIComponent(g.id)}`);
              }),
            );
            return h(
              "li",
              { "data-game-id": g.id },
              h("span", null, h("strong", null, editionName(g.ruleset)), " · ", t("seats_taken", { taken: g.seats.length, max: g.max_players })),
              join,
            );
          })
        : [h("li", { class: "empty" }, t("no_open_games"))]),
    );
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  let loading = false;
  let again = false;
  async function load(): Promise<void> {
    if (loading) {
      again = true;
      return;
    }
    loading = true;
    try {
      await loadMine();
      await Promise.all([loadInvitations(), loadRematches(), loadOpen(), friends.load()]);
    } catch (e) {
      problem.show(e);
    } finally {
      loading = false;
      if (again) {
        again = false;
        void load();
      }
    }
  }
  const soon = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => void load(), 250);
  };
  const unsubscribe = onNotice((n) => {
    if (n.type === "rematch_offered" && n.game_id) offers.set(n.game_id, n);
    soon();
  });
  const every = setInterval(soon, 30_000);
  void load();

  return {
    el,
    title: t("home"),
    dispose() {
      unsubscribe();
      quickMatch.dispose();
      clearInterval(every);
      if (timer !== undefined) clearTimeout(timer);
    },
  };
}

async function joinGame(id: string): Promise<void> {
  try {
    await client.api.POST("/v1/games/{id}/join", { params: { path: { id } }, body: {} });
  } catch (e) {
    if (e instanceof ProblemError && e.code === "ALREADY_SEATED") return;
    throw e;
  }
}

/** "Notifications on this device": on asks for the permission and subscribes; off unsubscribes. None where pushes are not possible. */
function pushPanel(): HTMLElement | null {
  if (!pushSupported()) return null;
  const toggle = h("input", { id: "push-toggle", type: "checkbox" });
  const status = h("p", { id: "push-status", class: "hint", role: "status" });
  const panel = h(
    "section",
    { id: "push", class: "panel" },
    h("h2", null, t("notifications")),
    h("div", { class: "field check" }, toggle, h("label", { for: "push-toggle" }, t("push_label"))),
    status,
  );
  const show = (state: PushState, note?: string) => {
    panel.setAttribute("data-state", state);
    toggle.checked = state === "on";
    toggle.disabled = state === "denied";
    status.textContent = note ?? t(state === "denied" ? "push_denied" : "push_hint");
  };
  const failed = (key: string, e: unknown) => {
    show(pushState());
    // A refusal in the player's words; a browser's own error as it says it.
    const detail = e instanceof Error && !(e instanceof ProblemError) && !(e instanceof TypeError) ? e.message : describe(e).text;
    status.textContent = t(key, { detail });
  };
  toggle.addEventListener("change", () => {
    const on = toggle.checked;
    toggle.disabled = true;
    status.textContent = t("push_working");
    if (on) {
      // Called at once: the permission prompt needs the click.
      enablePush().then(
        (state) => show(state, state === "off" ? t("push_dismissed") : undefined),
        (e: unknown) => failed("push_failed_on", e),
      );
    } else {
      disablePush().then(
        () => show("off"),
        (e: unknown) => failed("push_failed_off", e),
      );
    }
  });
  show(pushState());
  return panel;
}

function upgradeForm(problem: ProblemBanner): HTMLElement {
  const username = h("input", { id: "upgrade-username", type: "text", autocomplete: "username", autocapitalize: "none", spellcheck: "false" });
  const password = h("input", { id: "upgrade-password", type: "password", autocomplete: "new-password" });
  const button = h("button", { id: "upgrade", type: "submit" }, t("upgrade"));
  const done = h("p", { class: "hint", role: "status" });
  const form = h(
    "form",
    { class: "panel upgrade", id: "upgrade-form" },
    h("h2", null, t("upgrade_heading")),
    h("p", { class: "hint" }, t("upgrade_hint")),
    h("div", { class: "field" }, h("label", { for: "upgrade-username" }, t("username")), username),
    h("div", { class: "field" }, h("label", { for: "upgrade-password" }, t("password")), password),
    button,
    done,
  );
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    button.disabled = true;
    try {
      await client.upgradeGuest(username.value.trim().toLowerCase(), password.value);
      problem.hide();
      done.textContent = t("upgraded");
    } catch (err) {
      problem.show(err);
      button.disabled = false;
    }
  });
  return form;
}

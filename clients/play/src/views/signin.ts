// Signing in: play at once as a guest (a name is optional), or log in or
// register with a username and a password. Afterwards the page the person
// was going to opens.
import { client } from "../auth.js";
import { h, replace } from "../dom.js";
import { t } from "../i18n.js";
import { editionName } from "../names.js";
import { ProblemBanner } from "../game/problem.js";
import type { Page } from "../router.js";

export function signInPage(): Page {
  const problem = new ProblemBanner();
  const guestName = h("input", { id: "guest-name", type: "text", maxlength: 40, autocomplete: "nickname" });
  const guest = h("button", { id: "play-as-guest", type: "submit", class: "primary" }, t("play_as_guest"));
  const username = h("input", { id: "login-username", type: "text", autocomplete: "username", autocapitalize: "none", spellcheck: "false" });
  const password = h("input", { id: "login-password", type: "password", autocomplete: "current-password" });
  const login = h("button", { id: "login", type: "submit", class: "primary" }, t("login"));
  const register = h("button", { id: "register", type: "button", class: "secondary" }, t("register"));

  const run = async (button: HTMLButtonElement, f: () => Promise<unknown>) => {
    button.disabled = true;
    try {
      await f(); // the session change re-renders the page
    } catch (e) {
      problem.show(e);
      button.disabled = false;
    }
  };

  const guestForm = h(
    "form",
    { class: "card-box", id: "guest-form" },
    h("h2", null, t("guest_heading")),
    h("div", { class: "field" }, h("label", { for: "guest-name" }, t("guest_name")), guestName),
    guest,
  );
  guestForm.addEventListener("submit", (e) => {
    e.preventDefault();
    void run(guest, () => client.signInAsGuest(guestName.value.trim() || t("guest_default")));
  });

  const accountForm = h(
    "form",
    { class: "card-box", id: "login-form" },
    h("h2", null, t("account_heading")),
    h("div", { class: "field" }, h("label", { for: "login-username" }, t("username")), username),
    h("div", { class: "field" }, h("label", { for: "login-password" }, t("password")), password),
    h("div", { class: "buttons" }, login, register),
  );
  accountForm.addEventListener("submit", (e) => {
    e.preventDefault();
    void run(login, () => client.logIn(username.value.trim().toLowerCase(), password.value));
  });
  register.addEventListener("click", () => void run(register, () => client.register(username.value.trim().toLowerCase(), password.value)));

  const el = h("div", { class: "signin", id: "signin" }, h("h1", null, t("signin_title")), problem.el, h("div", { class: "two" }, guestForm, accountForm), liveNow());
  return { el, title: t("signin_title") };
}

/** "Live now" (SVC-WATCH): public games under way, each a link to watch it, no sign-in needed. */
function liveNow(): HTMLElement {
  const list = h("ul", { id: "live-now", class: "list" });
  void client.api.GET("/v1/tv").then(({ data }) => {
    const games = data?.games ?? [];
    const items = games.map((g) =>
      h(
        "li",
        { "data-game-id": g.game.id },
        h("a", { href: `/play/game/${encodeURIComponent(g.game.id)}`, "data-link": "", class: "game-link" }, editionName(g.game.ruleset)),
        h("small", null, ` · ${t("spectators_n", { n: g.spectators })}`),
      ),
    );
    replace(list, ...(items.length ? items : [h("li", { class: "empty" }, t("no_live_games"))]));
  }, () => undefined);
  return h("section", { class: "panel" }, h("h2", null, t("live_now")), list);
}

// The player client's entry point (/play): restores the session, follows
// the user's feed while signed in, and shows the page of the path.
import "./app.css";
import { ensureUser, onAuth, restore, signOut, user } from "./auth.js";
import type { User } from "./auth.js";
import { h } from "./dom.js";
import { startFeed, stopFeed } from "./feed.js";
import { gamePage } from "./game/page.js";
import { topBar } from "./layout.js";
import { prefs } from "./prefs.js";
import { followWorker, resumePush, signedOutPush } from "./push.js";
import type { Page } from "./router.js";
import { navigate, parse, setRouter } from "./router.js";
import { homePage } from "./views/home.js";
import { joinPage } from "./views/join.js";
import { newGamePage } from "./views/new-game.js";
import { signInPage } from "./views/signin.js";

const app = document.getElementById("app")!;
let page: Page | null = null;
let bar: { el: HTMLElement; dispose(): void } | null = null;
let who: string | null = null;
let renderedLang = prefs.lang;

function pageFor(signedIn: boolean): Page {
  const route = parse(new URL(location.href));
  if (route.name === "join") return joinPage(route.id, route.code);
  // A public game is watched without a sign-in (SVC-WATCH).
  if (route.name === "game" && !signedIn) return gamePage(route.id);
  if (!signedIn) return signInPage();
  switch (route.name) {
    case "new":
      return newGamePage();
    case "game":
      return gamePage(route.id);
    default:
      return homePage();
  }
}

function render(): void {
  page?.dispose?.();
  bar?.dispose();
  renderedLang = prefs.lang;
  document.documentElement.lang = prefs.lang;
  const signedIn = user() !== null;
  bar = topBar(signedIn, () => void signOut());
  page = pageFor(signedIn);
  document.title = `${page.title} · T.E.G.`;
  app.replaceChildren(bar.el, h("div", { class: "page" }, page.el));
}

/** A sign-in, a sign-out, or another tab's: follow the new user's feed and show the page again. */
function onUser(u: User | null): void {
  const id = u?.id ?? null;
  if (id === who) return;
  who = id;
  if (id) {
    void startFeed();
    void resumePush();
  } else {
    stopFeed();
    signedOutPush();
  }
  render();
}

restore();
onAuth((u, change) => {
  if (change === "refreshed" || change === "token") return;
  onUser(change === "revoked" || change === "signed-out" ? null : (u ?? user()));
});
prefs.subscribe(() => {
  if (prefs.lang !== renderedLang) render(); // the pace is read where it is used
});
setRouter(render);
followWorker(navigate);
who = user()?.id ?? null;
if (who) void startFeed();
render();
if (who)
  void ensureUser().then((u) => {
    if (!u) return;
    render();
    void resumePush();
  });

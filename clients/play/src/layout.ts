// The bar at the top of every page: the way home, the connection state,
// the language, the pace of others' moves, and signing out.
import { onConnection, current } from "./connection.js";
import type { ConnState } from "./connection.js";
import { h, select } from "./dom.js";
import { t } from "./i18n.js";
import { prefs } from "./prefs.js";

const LANG_NAMES: Record<string, string> = { es: "Español", en: "English", it: "Italiano" };

export function topBar(signedIn: boolean, onSignOut: () => void): { el: HTMLElement; dispose(): void } {
  const lang = select({ id: "lang" }, prefs.langs.map((l) => [l, LANG_NAMES[l]!]), prefs.lang);
  lang.addEventListener("change", () => prefs.setLang(lang.value));
  const items: HTMLElement[] = [
    h("a", { id: "home-link", href: "/play", "data-link": "", class: "brand" }, "T.E.G."),
  ];
  let dispose = () => undefined as void;
  if (signedIn) {
    const conn = h("span", { id: "connection", role: "status" });
    const show = (s: ConnState) => {
      conn.setAttribute("data-state", s);
      conn.textContent = t(`conn_${s}`);
    };
    show(current());
    dispose = onConnection(show) as () => void;
    const pace = select({ id: "pace" }, prefs.paces.map((p) => [p, t(`pace_${p}`)]), prefs.pace);
    pace.addEventListener("change", () => prefs.setPace(pace.value));
    const out = h("button", { id: "sign-out", type: "button", class: "link" }, t("sign_out"));
    out.addEventListener("click", onSignOut);
    items.push(
      conn,
      h("span", { class: "spacer" }),
      h("label", { class: "compact" }, h("span", { class: "sr-only" }, t("language")), lang),
      h("label", { class: "compact" }, h("span", { class: "label-text" }, t("pace")), pace),
      out,
    );
  } else {
    items.push(h("span", { class: "spacer" }), h("label", { class: "compact" }, h("span", { class: "sr-only" }, t("language")), lang));
  }
  return { el: h("header", { class: "topbar" }, ...items), dispose };
}

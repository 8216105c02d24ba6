// An invite link (/play/join/<id>?code=): signs in as a guest when nobody
// is signed in, joins the table with its code, and opens it. Already
// seated, or the game already started: it just opens.
import { ProblemError } from "@teg/client";
import { client, user } from "../auth.js";
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { ProblemBanner } from "../game/problem.js";
import type { Page } from "../router.js";
import { navigate } from "../router.js";

// One join per table per page load: the page may be drawn again while the
// first join is on its way (a sign-in, the user's details arriving), and a
// second POST would only be refused (409 ALREADY_SEATED).
const joining = new Map<string, Promise<unknown>>();

function joinOnce(id: string, code: string | null): Promise<unknown> {
  let once = joining.get(id);
  if (!once) {
    once = client.api.POST("/v1/games/{id}/join", { params: { path: { id } }, body: code ? { code } : {} });
    joining.set(id, once);
    // A failed join may be tried again (a new link, a new code).
    once.catch(() => joining.delete(id));
  }
  return once;
}

export function joinPage(id: string, code: string | null): Page {
  const problem = new ProblemBanner();
  const el = h("div", { class: "join" }, h("p", { class: "hint" }, t("joining")), problem.el);
  let gone = false;
  void (async () => {
    try {
      if (!user()) await client.signInAsGuest(t("guest_default"));
      if (gone) return;
      await joinOnce(id, code);
      if (!gone) navigate(`/play/game/${encodeURIComponent(id)}`, true);
    } catch (e) {
      if (gone) return;
      if (e instanceof ProblemError && (e.code === "ALREADY_SEATED" || e.code === "WRONG_STATUS")) {
        navigate(`/play/game/${encodeURIComponent(id)}`, true);
        return;
      }
      problem.show(e);
      el.appendChild(h("p", null, h("a", { href: "/play", "data-link": "" }, t("home"))));
    }
  })();
  return {
    el,
    title: t("joining"),
    dispose() {
      gone = true;
    },
  };
}

// Paths under /play and the page each shows: /play (home, or sign-in),
// /play/new, /play/game/<id> (also /play/games/<id>, the service's own
// links, as in push notifications), /play/join/<id>?code=. Links with
// `data-link` navigate without reloading.
export interface Page {
  el: HTMLElement;
  title: string;
  dispose?(): void;
}

export type Route =
  | { name: "home" }
  | { name: "new" }
  | { name: "game"; id: string }
  | { name: "join"; id: string; code: string | null };

export function parse(url: URL): Route {
  const parts = url.pathname.replace(/\/+$/, "").split("/").slice(2).map(decodeURIComponent);
  if (parts[0] === "new") return { name: "new" };
  if ((parts[0] === "game" || parts[0] === "games") && parts[1]) return { name: "game", id: parts[1] };
  if (parts[0] === "join" && parts[1]) return { name: "join", id: parts[1], code: url.searchParams.get("code") };
  return { name: "home" };
}

let onRoute: (() => void) | null = null;

/** Sets what runs when the path changes. */
export function setRouter(f: () => void): void {
  onRoute = f;
  window.addEventListener("popstate", () => onRoute?.());
  document.addEventListener("click", (e) => {
    const a = (e.target as Element).closest?.("a[data-link]") as HTMLAnchorElement | null;
    if (!a || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    navigate(a.getAttribute("href") ?? "/play");
  });
}

/** Goes to a path under /play (pushes it, or replaces the current entry). */
export function navigate(path: string, replaceEntry = false): void {
  if (replaceEntry) history.replaceState(null, "", path);
  else if (path !== location.pathname + location.search) history.pushState(null, "", path);
  onRoute?.();
}

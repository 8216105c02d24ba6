// The service worker of /play (scope /play): shows each push of the user's
// notices as a notification, and opens its page on a click. It has no
// fetch handler and no cache: the page, its files and every answer come
// from the network (revalidated with their ETags), so a new binary's files
// are never stale. Built on its own into sw.js (scripts/config.mjs), with
// the WebWorker types (tsconfig.sw.json); it takes in no SDK.
import { ICON, NAVIGATE, PLAY_PATH } from "./pwa.js";

declare const self: ServiceWorkerGlobalScope;

/** A push's payload: the notice as the feed shows it, plus `title`, `body` and `url` (docs/api.md, Web Push). */
interface Pushed {
  id?: unknown;
  type?: unknown;
  game_id?: unknown;
  title?: unknown;
  body?: unknown;
  url?: unknown;
}

const text = (v: unknown, fallback: string): string => (typeof v === "string" && v ? v : fallback);

/** A path of the client on this origin (the payload's `url`), else `/play`. */
function pagePath(v: unknown): string {
  if (typeof v === "string") {
    try {
      const url = new URL(v, self.location.origin);
      if (url.origin === self.location.origin && PLAY_PATH.test(url.pathname)) return url.pathname + url.search;
    } catch {
      // not a URL
    }
  }
  return "/play";
}

// A new worker (a new binary) takes over at once; it keeps nothing to migrate.
self.addEventListener("install", () => void self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

// Every push shows a notification (the subscription is userVisibleOnly).
self.addEventListener("push", (event) => {
  let pushed: Pushed = {};
  try {
    const data: unknown = event.data?.json();
    if (data && typeof data === "object") pushed = data as Pushed;
  } catch {
    // not JSON: still a notification, with the defaults
  }
  event.waitUntil(show(pushed));
});

async function show(n: Pushed): Promise<void> {
  const id = typeof n.id === "number" || typeof n.id === "string" ? String(n.id) : "";
  const game = typeof n.game_id === "string" ? n.game_id : "";
  // One notification per game's turn (a newer replaces the older), one per
  // notice otherwise (a notice pushed twice is folded into one).
  const tag = n.type === "your_turn" && game ? `turn:${game}` : id ? `notice:${id}` : "";
  const options: NotificationOptions & { renotify?: boolean } = {
    body: text(n.body, ""),
    icon: ICON,
    data: { url: pagePath(n.url), id },
  };
  if (tag) {
    options.tag = tag;
    if (tag.startsWith("turn:")) {
      // A new turn in the same game alerts again; the same notice twice does not.
      const shown = await self.registration.getNotifications({ tag });
      options.renotify = shown.some((s) => (s.data as { id?: unknown } | null)?.id !== id);
    }
  }
  await self.registration.showNotification(text(n.title, "T.E.G."), options);
}

// A click opens the notice's page: in an open window of the client (which
// routes it itself), else in a new one.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = pagePath((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(open(path));
});

async function open(path: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const ours = windows.filter((w) => {
    const url = new URL(w.url);
    return url.origin === self.location.origin && PLAY_PATH.test(url.pathname);
  });
  const win = ours.find((w) => w.focused) ?? ours[0];
  if (!win) {
    await self.clients.openWindow(path);
    return;
  }
  win.postMessage({ type: NAVIGATE, url: path });
  try {
    await win.focus();
  } catch {
    // not allowed to focus (no user activation left): the page still moved
  }
}

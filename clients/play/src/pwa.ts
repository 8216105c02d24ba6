// What the page (src/push.ts) and its service worker (src/sw.ts) agree on.

/** The service worker's script, and the scope it is registered for (every page of the client, `/play` itself included). */
export const SW_URL = "/play/sw.js";
export const SW_SCOPE = "/play";
/** A notification's icon. */
export const ICON = "/play/icon-192.png";
/** The message by which the worker asks an open page to show a path (the page routes it itself, without reloading). */
export const NAVIGATE = "teg:navigate";
/** A path of the client: `/play`, `/play/...`, `/play?...`. */
export const PLAY_PATH = /^\/play(\/|\?|$)/;

// Push notifications on this device (opt-in, from the home page): the
// service worker (src/sw.ts, `/play/sw.js`), the browser's push
// subscription made with the service's VAPID key (`GET /v1/push/key`), and
// the service's record of it (`POST /v1/me/push-subscriptions`), whose id
// is kept in localStorage with the user it belongs to. The service ends a
// subscription with the session that made it, so signing out here turns it
// off too. Nothing is registered for someone who never turned it on.
import { ProblemError, unwrap } from "@teg/client";
import type { Schema } from "@teg/client";
import { client, user } from "./auth.js";
import { NAVIGATE, PLAY_PATH, SW_SCOPE, SW_URL } from "./pwa.js";

const KEY = "teg.play.push";

/** The subscription of this device, as the service knows it. */
interface Kept {
  userId: string;
  id: string;
  endpoint: string;
}

export type PushState = "unsupported" | "on" | "off" | "denied";

function kept(): Kept | null {
  try {
    const raw = localStorage.getItem(KEY);
    const value = raw ? (JSON.parse(raw) as Kept) : null;
    return value && typeof value.id === "string" && typeof value.userId === "string" ? value : null;
  } catch {
    return null;
  }
}

function keep(value: Kept | null): void {
  try {
    if (value) localStorage.setItem(KEY, JSON.stringify(value));
    else localStorage.removeItem(KEY);
  } catch {
    // storage unavailable: on for this page only
  }
}

/** Whether this browser can take pushes at all (an iPhone: once the app is on the home screen). */
export function pushSupported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** Where the signed-in user's notifications stand on this device. */
export function pushState(): PushState {
  if (!pushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  const k = kept();
  return k && k.userId === user()?.id && Notification.permission === "granted" ? "on" : "off";
}

/** The base64url VAPID key as the bytes `applicationServerKey` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(b64 + "===".slice((b64.length + 3) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const x = new Uint8Array(a);
  return x.every((v, i) => v === b[i]);
}

/** Registers (or updates) the service worker, and waits until it is active. */
async function worker(): Promise<ServiceWorkerRegistration> {
  const reg = await navigator.serviceWorker.register(SW_URL, { scope: SW_SCOPE, updateViaCache: "none" });
  const pending = reg.active ? null : (reg.installing ?? reg.waiting);
  if (pending) {
    await new Promise<void>((resolve, reject) => {
      const check = () => {
        if (pending.state === "activated") resolve();
        else if (pending.state === "redundant") reject(new Error("the service worker did not install"));
      };
      pending.addEventListener("statechange", check);
      check();
    });
  }
  return reg;
}

/** The browser's subscription under the service's current key (a new one when the key changed). */
async function subscription(reg: ServiceWorkerRegistration): Promise<PushSubscription> {
  const { key } = await unwrap(client.api.GET("/v1/push/key"));
  const applicationServerKey = keyBytes(key);
  const sub = await reg.pushManager.getSubscription();
  if (sub && sameBytes(sub.options.applicationServerKey, applicationServerKey)) return sub;
  await sub?.unsubscribe();
  return reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
}

/** Tells the service about the subscription (`PushSubscription.toJSON()`), and keeps its id. */
async function tell(sub: PushSubscription, userId: string): Promise<void> {
  const json = sub.toJSON();
  const body: Schema<"NewPushSubscription"> = {
    endpoint: json.endpoint ?? sub.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
    expirationTime: json.expirationTime ?? null,
  };
  const made = await unwrap(client.api.POST("/v1/me/push-subscriptions", { body }));
  keep({ userId, id: made.id, endpoint: sub.endpoint });
}

/**
 * Turns notifications on (from a click: the permission prompt needs it).
 * Answers the state reached: `on`, or `denied`/`off` when the permission
 * was refused or dismissed. Throws when the service or the push service
 * refuses.
 */
export async function enablePush(): Promise<PushState> {
  // Asked first, while the click still counts as the user's gesture.
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return permission === "denied" ? "denied" : "off";
  const me = user();
  if (!me) return "off";
  const sub = await subscription(await worker());
  await tell(sub, me.id);
  return "on";
}

/** Turns notifications off: the service forgets the subscription, and the browser drops it. */
export async function disablePush(): Promise<void> {
  const k = kept();
  if (k && k.userId === user()?.id) {
    try {
      await client.api.DELETE("/v1/me/push-subscriptions/{id}", { params: { path: { id: k.id } } });
    } catch (e) {
      if (!(e instanceof ProblemError && e.code === "PUSH_SUBSCRIPTION_NOT_FOUND")) throw e;
    }
  }
  keep(null);
  await dropBrowserSubscription();
}

async function dropBrowserSubscription(): Promise<void> {
  try {
    const reg = await navigator.serviceWorker.getRegistration(SW_SCOPE);
    const sub = await reg?.pushManager.getSubscription();
    await sub?.unsubscribe();
  } catch {
    // nothing to drop
  }
}

/**
 * On load and after a sign-in, for someone who turned notifications on
 * here: updates the service worker, and makes sure the browser's
 * subscription still exists, is under the service's key, and is the one
 * the service holds (a new one is told; none is asked for without the
 * permission). For another user, or without the permission, turns it off.
 * Called once the user is known.
 */
export async function resumePush(): Promise<void> {
  const k = kept();
  const me = user();
  if (!k || !me || !pushSupported()) return;
  if (k.userId !== me.id || Notification.permission !== "granted") {
    keep(null);
    await dropBrowserSubscription();
    return;
  }
  try {
    const sub = await subscription(await worker());
    const { subscriptions } = await unwrap(client.api.GET("/v1/me/push-subscriptions"));
    if (!subscriptions.some((s) => s.id === k.id && s.endpoint === sub.endpoint)) await tell(sub, me.id);
  } catch {
    // offline, or the push service is away: tried again on the next load
  }
}

/** After a sign-out (here or in another tab): the service ended the subscription with the session; the browser drops it too. */
export function signedOutPush(): void {
  if (!pushSupported() || !kept()) return;
  keep(null);
  void dropBrowserSubscription();
}

/** Shows the page the service worker asks for (a click on a notification while the client is open). */
export function followWorker(navigate: (path: string) => void): void {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.addEventListener("message", (e: MessageEvent) => {
    const data = e.data as { type?: unknown; url?: unknown } | null;
    if (data?.type === NAVIGATE && typeof data.url === "string" && PLAY_PATH.test(data.url)) navigate(data.url);
  });
  navigator.serviceWorker.startMessages();
}

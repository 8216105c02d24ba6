// The player's preferences kept in this browser: the language (es, en, it;
// by default the browser's, else es) and the pace of others' moves.
import type { Lang } from "./contract.js";

export type Pace = "slow" | "normal" | "instant";
const LANGS: Lang[] = ["es", "en", "it"];
const PACES: Pace[] = ["slow", "normal", "instant"];
/** Milliseconds per event played by someone else, by pace. */
export const PACE_MS: Record<Pace, number> = { slow: 1200, normal: 600, instant: 0 };

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // private mode: kept for this page only
  }
}

function initialLang(): Lang {
  const saved = stored("teg.play.lang");
  if (saved && (LANGS as string[]).includes(saved)) return saved as Lang;
  for (const l of navigator.languages ?? [navigator.language]) {
    const base = (l ?? "").slice(0, 2).toLowerCase();
    if ((LANGS as string[]).includes(base)) return base as Lang;
  }
  return "es";
}

let lang: Lang = initialLang();
let pace: Pace = ((): Pace => {
  const saved = stored("teg.play.pace");
  return saved && (PACES as string[]).includes(saved) ? (saved as Pace) : "normal";
})();
const listeners = new Set<() => void>();

export const prefs = {
  get lang(): Lang {
    return lang;
  },
  get pace(): Pace {
    return pace;
  },
  setLang(value: string): void {
    if (!(LANGS as string[]).includes(value) || value === lang) return;
    lang = value as Lang;
    store("teg.play.lang", lang);
    document.documentElement.lang = lang;
    for (const f of listeners) f();
  },
  setPace(value: string): void {
    if (!(PACES as string[]).includes(value) || value === pace) return;
    pace = value as Pace;
    store("teg.play.pace", pace);
    for (const f of listeners) f();
  },
  /** Called after a change of language or pace; returns the unsubscription. */
  subscribe(f: () => void): () => void {
    listeners.add(f);
    return () => listeners.delete(f);
  },
  langs: LANGS,
  paces: PACES,
};

// Quick match on the home page (SVC-MATCH): choose an edition and ask for
// a table; while the ticket waits, "Looking for a table…" and Cancel; once
// matched, the game opens. The ticket is followed by long-poll
// (`GET /v1/matchmaking/tickets/{id}?wait=`) and by the feed's
// `match_found`; its id is kept in localStorage so that coming back home
// (or a reload) follows it again. Never rated, so guests may use it too.
import type { Schema } from "@teg/client";
import { ProblemError } from "@teg/client";
import { client, user } from "../auth.js";
import { h, select } from "../dom.js";
import { onNotice } from "../feed.js";
import type { ProblemBanner } from "../game/problem.js";
import { t } from "../i18n.js";
import { navigate } from "../router.js";
import { EDITIONS } from "./new-game.js";

type Ticket = Schema<"TicketDto">;
type Ruleset = Schema<"NewTicket">["ruleset"];

const KEY = "teg.play.ticket";
/** The largest table asked for: every table of the game from 2 seats up to this (TEG II's counts skip none below 6). */
const MAX_PLAYERS: Record<string, number> = { revancha: 6, classic: 6, junior: 4, teg2: 6 };

type State = "idle" | "opening" | "waiting" | "matched";

function kept(): string | null {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? "null") as { user?: string; id?: string } | null;
    return v && v.user === user()?.id && typeof v.id === "string" ? v.id : null;
  } catch {
    return null;
  }
}

function keep(id: string | null): void {
  try {
    if (id) localStorage.setItem(KEY, JSON.stringify({ user: user()?.id, id }));
    else localStorage.removeItem(KEY);
  } catch {
    // private mode: followed on this page only
  }
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });

export function quickMatchPanel(problem: ProblemBanner): { el: HTMLElement; dispose(): void } {
  const edition = select({ id: "quick-match-edition" }, EDITIONS.map((e) => [e, t(`ed_${e}`)]), "classic");
  const go = h("button", { id: "quick-match", type: "button", class: "primary" }, t("quick_match_go"));
  const cancel = h("button", { id: "quick-match-cancel", type: "button", class: "secondary", hidden: true }, t("cancel"));
  const status = h("p", { id: "quick-match-status", class: "hint", role: "status" }, t("quick_match_hint"));
  const el = h(
    "section",
    { id: "quick-match-panel", class: "panel quick-match", "data-state": "idle" },
    h("h2", null, t("quick_match")),
    h("div", { class: "field" }, h("label", { for: "quick-match-edition" }, t("edition")), edition),
    h("div", { class: "buttons" }, go, cancel),
    status,
  );

  let ticketId: string | null = null;
  let follow: AbortController | null = null;

  function show(state: State, text?: string): void {
    el.setAttribute("data-state", state);
    const busy = state !== "idle";
    go.hidden = busy;
    edition.disabled = busy;
    cancel.hidden = state !== "waiting";
    cancel.disabled = false;
    status.textContent = text ?? t(state === "idle" ? "quick_match_hint" : state === "matched" ? "quick_match_found" : "quick_match_waiting");
  }

  function stop(): void {
    follow?.abort();
    follow = null;
  }

  function done(text?: string): void {
    stop();
    ticketId = null;
    keep(null);
    show("idle", text);
  }

  function matched(gameId: string): void {
    stop();
    ticketId = null;
    keep(null);
    show("matched");
    navigate(`/play/game/${encodeURIComponent(gameId)}`);
  }

  /** Shows a ticket's status; true once it no longer waits. */
  function handle(ticket: Ticket): boolean {
    if (ticket.status === "matched" && ticket.game_id) {
      matched(ticket.game_id);
      return true;
    }
    if (ticket.status === "expired") {
      done(t("quick_match_expired"));
      return true;
    }
    if (ticket.status === "cancelled") {
      done();
      return true;
    }
    return false;
  }

  async function watch(id: string, signal: AbortSignal): Promise<void> {
    let wait = 25;
    let failures = 0;
    while (!signal.aborted) {
      try {
        const { data } = await client.api.GET("/v1/matchmaking/tickets/{id}", { params: { path: { id }, query: { wait } }, signal });
        if (signal.aborted) return;
        failures = 0;
        problem.clearTransient();
        if (!data || handle(data)) return;
        if (wait === 0) await sleep(3000, signal);
      } catch (e) {
        if (signal.aborted) return;
        if (e instanceof ProblemError && e.code === "TICKET_NOT_FOUND") return done();
        // Too many live channels: look every few seconds instead of waiting.
        if (e instanceof ProblemError && e.code === "TOO_MANY_STREAMS") wait = 0;
        else if (++failures > 1) problem.show(e);
        await sleep(Math.min(30_000, 1000 * 2 ** failures) + (wait === 0 ? 3000 : 0), signal);
      }
    }
  }

  function start(id: string): void {
    stop();
    ticketId = id;
    keep(id);
    show("waiting");
    follow = new AbortController();
    void watch(id, follow.signal);
  }

  go.addEventListener("click", async () => {
    const ruleset = edition.value as Ruleset;
    show("opening");
    try {
      const { data } = await client.api.POST("/v1/matchmaking/tickets", {
        body: { ruleset, players: { min: 2, max: MAX_PLAYERS[ruleset] ?? 6 } },
      });
      problem.hide();
      if (data && !handle(data)) start(data.id);
    } catch (e) {
      show("idle");
      problem.show(e);
    }
  });

  cancel.addEventListener("click", async () => {
    const id = ticketId;
    if (!id) return;
    cancel.disabled = true;
    stop();
    try {
      const { data } = await client.api.DELETE("/v1/matchmaking/tickets/{id}", { params: { path: { id } } });
      problem.hide();
      if (!data || !handle(data)) done();
    } catch (e) {
      if (e instanceof ProblemError && e.code === "TICKET_NOT_FOUND") return done();
      if (e instanceof ProblemError && e.code === "TICKET_MATCHED") {
        // Too late: the table exists; open it.
        try {
          const { data } = await client.api.GET("/v1/matchmaking/tickets/{id}", { params: { path: { id } } });
          if (data && handle(data)) return;
        } catch {
          // shown below
        }
      }
      problem.show(e);
      start(id);
    }
  });

  const unsubscribe = onNotice((n) => {
    if (n.type !== "match_found" || !n.game_id || !ticketId) return;
    if (n.ticket_id === undefined || n.ticket_id === ticketId) matched(n.game_id);
  });

  // A ticket opened earlier (before a reload, or on another page): follow it again.
  const earlier = kept();
  if (earlier) start(earlier);

  return {
    el,
    dispose() {
      unsubscribe();
      stop();
    },
  };
}

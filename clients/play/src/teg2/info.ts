// What the TEG II table tells besides the boards: level of play, round and
// step of each board, whose steps the game waits on, the open combat and
// window (who has chosen, never what), the powers with their colour, level
// on the ladder, special units and rockets, the objectives table (kinds
// only where the viewer may see them) and the final scores.
import type { TokenKind } from "@teg/client";
import { h } from "./dom";
import type { Model } from "./model";
import { points } from "./model";
import { swatch } from "./step-kit";
import { tokenKey } from "./step-place";

/** The status line(s) at the top. */
export function status(m: Model): HTMLElement {
  const t2 = m.t2;
  const lines: HTMLElement[] = [];
  lines.push(h("p", { class: "t2-level", "data-level": t2.level }, m.t("level_of_play", { level: m.t(`level.${t2.level}`) })));
  t2.tables.forEach((t, i) => {
    const round =
      t.step === "over" ? null : t.round === null || t.round === undefined ? m.t("no_round") : m.t("round", { round: t.round, rounds: t.rounds });
    const bits = [t2.tables.length > 1 ? m.t(`board.${t.map}`) : null, round, m.t(`tstep.${t.step}`)];
    if (t.turn !== null && t.turn !== undefined && t.step !== "over") bits.push(m.t("turn_of", { power: m.seatName(t.turn) }));
    lines.push(h("p", { class: "t2-phase", "data-table": i, "data-step": t.step }, bits.filter(Boolean).join(" · ")));
    if (t.combat) {
      const [a, b] = t.combat.sides;
      lines.push(
        h("p", { class: "t2-combat" }, m.t("combat_open", {
          region: m.regionName(i, t.combat.region),
          a: m.seatName(a ?? -1),
          b: m.seatName(b ?? -1),
          stage: m.t(`stage.${t.combat.stage}`),
        })),
      );
    }
    if (t.launch) {
      lines.push(h("p", { class: "t2-launch" }, m.t("launch_open", { power: m.seatName(t.launch.launcher), region: m.regionName(i, t.launch.target) })));
    }
    if (t.window) {
      const list = t.window.participants.map((p) => m.t("window_state", { power: m.seatName(p.seat), state: m.t(`wstate.${p.state}`) }));
      lines.push(h("p", { class: "t2-window" }, list.join(" · ")));
    }
  });
  const waiting = t2.waiting.map((w) => `${m.seatName(w.seat)} (${m.t(`duty.${w.duty}`)})`);
  lines.push(
    h(
      "p",
      { class: `t2-waiting${t2.waiting.some((w) => m.isMine(w.seat)) ? " mine" : ""}`, id: "teg2-waiting" },
      waiting.length > 0 ? m.t("waiting_for", { list: waiting.join(", ") }) : m.t("waiting_none"),
    ),
  );
  if (t2.scores) lines.push(scores(m));
  return h("div", { class: "t2-status", role: "status" }, lines);
}

/** A team (a player, or a pair of paired boards playing the same power) by its powers' names. */
function teamNames(m: Model, players: number[]): string {
  const names: string[] = [];
  for (const p of players) {
    const seats = m.t2.seats.flatMap((s, i) => (s.player === p ? [i] : []));
    if (seats.length === 0) names.push(m.t("player_n", { n: p + 1 }));
    for (const i of seats) {
      const name = m.seatName(i);
      const plain = m.seatName(i, false);
      const at = names.indexOf(plain);
      if (at >= 0) names[at] = name;
      else if (!names.includes(name) && !names.some((n) => n.startsWith(`${plain} (`))) names.push(name);
    }
  }
  return names.join(" + ");
}

/** "USA wins" (or "USA + USSR win"), from the score table; null before the end. */
export function winnerLine(m: Model): string | null {
  const sc = m.t2.scores;
  if (!sc || sc.winners.length === 0) return null;
  const who = teamNames(m, sc.winners);
  return m.t(who.includes(" + ") ? "winners" : "winner", { who });
}

function scores(m: Model): HTMLElement {
  const sc = m.t2.scores!;
  const who = (players: number[]) => teamNames(m, players);
  return h(
    "div",
    { class: "t2-scores", id: "teg2-scores" },
    h("h3", {}, m.t("scores")),
    h("p", { class: "t2-winner" }, winnerLine(m)),
    h(
      "ol",
      {},
      sc.teams.map((team) => h("li", {}, `${who(team.players)}: ${m.t("points", { n: team.points })}`)),
    ),
  );
}

/** The powers, the ladder, rockets and the objectives table. */
export function sidePanels(m: Model, binding: string, storage: Storage): HTMLElement {
  const t2 = m.t2;
  const rows: HTMLElement[] = [];
  t2.seats.forEach((s, i) => {
    if (t2.tables.length > 1 && t2.seats.findIndex((x) => x.table === s.table) === i) {
      rows.push(h("tr", { class: "t2-board-row" }, h("th", { colspan: 3, scope: "colgroup" }, m.t(`board.${t2.tables[s.table]?.map ?? ""}`))));
    }
    rows.push(seatRow(s, i));
  });
  function seatRow(s: (typeof t2.seats)[number], i: number): HTMLElement {
    const ink = m.inkOfSeat(i);
    const table = t2.tables[s.table];
    const specials = table?.forces.filter((f) => f.seat === i && f.special).length ?? 0;
    const bot = m.botOf(s.player);
    const waiting = t2.waiting.some((w) => w.seat === i);
    const level = m.levelOf(s.power) ?? 0;
    const bar = h("span", { class: "t2-bar", "aria-hidden": "true" });
    bar.style.width = `${Math.round(((level - 2) / 9) * 100)}%`;
    bar.style.backgroundColor = ink.fill;
    return h(
      "tr",
      { "data-seat": i, class: `${m.isMine(i) ? "mine" : ""}${waiting ? " waiting" : ""}`.trim() || null },
      h("th", { scope: "row" }, swatch(ink.fill), m.seatName(i), bot ? h("span", { class: "t2-badge-bot" }, m.t("bot", { level: bot })) : null),
      h("td", { class: "t2-lvl" }, h("span", { class: "t2-lvl-n" }, String(level)), h("span", { class: "t2-bar-box" }, bar)),
      h("td", {}, specials > 0 ? `★${specials}` : "", waiting ? h("span", { class: "t2-dot", title: m.t("waiting_for", { list: "" }) }, "●") : null),
    );
  }
  const powers = h(
    "section",
    { class: "t2-card t2-powers" },
    h("h3", {}, `${m.t("powers")} · ${m.t("war_potential")}`),
    h("table", {}, h("tbody", {}, rows)),
  );
  // Rockets and wiped regions.
  const rockets: HTMLElement[] = [];
  t2.tables.forEach((t, ti) => {
    for (const k of t.rockets) {
      rockets.push(
        h("li", {}, swatch(m.inkOfSeat(k.holder).fill), m.t("rocket_on", { owner: m.seatName(k.owner), region: m.regionName(ti, k.region), holder: m.seatName(k.holder) })),
      );
    }
    if (t.wiped.length > 0) rockets.push(h("li", { class: "t2-wiped-list" }, m.t("wiped", { list: t.wiped.map((w) => m.regionName(ti, w)).join(", ") })));
  });
  const rocketCard = h(
    "section",
    { class: "t2-card t2-rockets" },
    h("h3", {}, m.t("rockets")),
    rockets.length > 0 ? h("ul", {}, rockets) : h("p", { class: "t2-muted" }, m.t("no_rockets")),
  );
  // Objectives table per board.
  const objectives = t2.tables.map((t, ti) => {
    const regions: string[] = [];
    for (const k of t.tokens) if (!regions.includes(k.region)) regions.push(k.region);
    const body = regions.map((r) =>
      h(
        "tr",
        { "data-region": r },
        h("th", { scope: "row" }, m.regionName(ti, r)),
        h(
          "td",
          {},
          t.tokens
            .filter((k) => k.region === r)
            .map((k) => {
              let kind: TokenKind | null = k.kind ?? null;
              let own = false;
              if (!kind && m.isMine(k.seat)) {
                // the viewer's own kind, kept in this browser when placed
                try {
                  const power = t2.seats[k.seat]?.power ?? "";
                  kind = storage.getItem(tokenKey(binding, power, r)) as TokenKind | null;
                  own = kind !== null;
                } catch {
                  kind = null;
                }
              }
              const el = h(
                "span",
                { class: `t2-token${m.isMine(k.seat) ? " mine" : ""}${own ? " secret" : ""}`, "data-seat": k.seat, "data-state": k.state },
                swatch(m.inkOfSeat(k.seat).fill),
                kind ? String(points(kind)) : "?",
              );
              el.title = `${m.seatName(k.seat)}: ${kind ? m.t(`kind.${kind}`) : m.t("kind.hidden")}`;
              el.setAttribute("aria-label", el.title);
              return el;
            }),
        ),
      ),
    );
    return h(
      "section",
      { class: "t2-card t2-objectives", "data-table": ti },
      h("h3", {}, `${m.t("objectives")}${t2.tables.length > 1 ? ` · ${m.t(`board.${t.map}`)}` : ""}`),
      body.length > 0 ? h("table", {}, h("tbody", {}, body)) : h("p", { class: "t2-muted" }, "—"),
    );
  });
  return h("div", { class: "t2-side" }, powers, rocketCard, ...objectives);
}

// The TEG II news as short sentences: each event since the last update
// (commands, defaults, forfeits, hidden reveals, published choices), and
// what changed on the boards (combats fought, levels moved, regions wiped).
import type { Event, Teg2Command } from "@teg/client";
import type { Model } from "./model";

type Any = Record<string, unknown>;

function commandLine(m: Model, seat: number, table: number, c: Teg2Command): string | null {
  const power = m.seatName(seat);
  switch (c.action) {
    case "place_objective":
      return m.t("n.place_objective", { power, region: m.regionName(table, c.region) });
    case "reveal_objective":
      return m.t("n.reveal_objective", { power, kind: c.kind ? `: ${m.t(`kind.${c.kind}`)}` : "" });
    case "incorporate": {
      const n = c.units.reduce((a, u) => a + u.count, 0);
      let extra = "";
      if (c.special) extra += m.t("n.inc_special", { region: m.regionName(table, c.special) });
      if (c.rocket) extra += m.t("n.inc_rocket", { region: m.regionName(table, c.rocket) });
      return m.t("n.incorporate", { power, n, extra });
    }
    case "announce":
      return m.t("n.announce", { power, opponent: m.powerName(c.opponent), region: m.regionName(table, c.region) });
    case "reinforce": {
      const n = c.moves.reduce((a, mv) => a + (mv.ordinary ?? 0) + (mv.special ? 1 : 0) + (mv.aircraft ?? 0), 0);
      return m.t("n.reinforce", { power, n });
    }
    case "retreat":
      return m.t("n.retreat", { power });
    case "commit_split":
      return m.t("n.commit_split", { power });
    case "reveal_split":
      return m.t("n.reveal_split", { power, split: c.split ? ` ${c.split}` : "" });
    case "launch":
      return m.t("n.launch", { power, region: m.regionName(table, c.target) });
    case "commit_intercept":
      return m.t("n.commit_intercept", { power });
    case "reveal_intercept":
      return m.t("n.reveal_intercept", { power, what: m.t(c.intercept ? "n.intercepts" : "n.passes") });
    case "end_turn":
      return m.t("n.end_turn", { power });
  }
  return null;
}

function playerName(m: Model, player: number): string {
  const seats = m.t2.seats.flatMap((s, i) => (s.player === player ? [m.seatName(i)] : []));
  return seats.length > 0 ? seats.join(" + ") : m.t("player_n", { n: player + 1 });
}

/** "EE. UU.." → "EE. UU." (a name ending a sentence). */
function tidy(line: string): string {
  return line.replace(/\.\.$/, ".").replace(/\.\.(\s)/g, ".$1");
}

/** One line per event (those worth telling). */
export function narrateEvents(m: Model, news: readonly Event[]): string[] {
  const out: string[] = [];
  for (const raw of news) {
    const e = raw as unknown as Any;
    const type = e.type;
    if (type === "teg2_started") out.push(m.t("n.started"));
    else if (type === "teg2") {
      const inner = (e.event ?? {}) as Any;
      const seat = Number(inner.seat ?? -1);
      const table = m.t2.seats[seat]?.table ?? 0;
      if (inner.event === "acted" && inner.command) {
        const line = commandLine(m, seat, table, inner.command as Teg2Command);
        if (line) out.push(tidy(line));
      } else if (inner.event === "defaulted") {
        out.push(m.t("n.defaulted", { power: m.seatName(seat) }));
      } else if (inner.event === "forfeited") {
        out.push(m.t("n.forfeited", { who: playerName(m, Number(inner.player ?? -1)) }));
      }
      const published = Array.isArray(e.published) ? (e.published as Any[]) : [];
      if (published.length > 0) {
        const list = published
          .map((r) => {
            const c = (r.command ?? {}) as Any;
            const who = m.seatName(Number(r.seat ?? -1));
            if (typeof c.split === "string") return `${who} ${c.split}`;
            if (typeof c.kind === "string") return `${who} ${m.t(`kind.${c.kind}`)}`;
            if (typeof c.intercept === "boolean") return `${who} ${m.t(c.intercept ? "n.intercepts" : "n.passes")}`;
            return who;
          })
          .join("; ");
        out.push(m.t("n.published", { list }));
      }
    } else if (type === "teg2_hidden") {
      out.push(m.t("n.hidden", { power: m.seatName(Number(e.seat ?? -1)) }));
    } else if (type === "teg2_timed_out") {
      out.push(m.t("n.timed_out", { who: playerName(m, Number(e.player ?? -1)) }));
    } else if (type === "game_paused" || type === "game_resumed" || type === "game_aborted" || type === "rematch_offered") {
      out.push(m.t(`n.${type}`));
    }
  }
  return out;
}

/** What changed between two views: combats fought, levels moved, regions wiped, the end. */
export function narrateChanges(before: Model | null, m: Model): string[] {
  if (!before) return [];
  const out: string[] = [];
  m.t2.tables.forEach((t, i) => {
    const old = before.t2.tables[i];
    const lc = t.last_combat as Any | null | undefined;
    if (lc && lc.record === "combat_fought" && JSON.stringify(lc) !== JSON.stringify(old?.last_combat ?? null)) {
      const sides = (lc.sides as number[]) ?? [];
      const splits = (lc.splits as string[]) ?? [];
      const outcome = (lc.outcome ?? {}) as Any;
      const winner = typeof outcome.winner === "number" ? sides[outcome.winner] : undefined;
      out.push(
        m.t("n.combat", {
          region: m.regionName(i, String(lc.region ?? "")),
          a: m.seatName(sides[0] ?? -1),
          sa: splits[0] ?? "",
          b: m.seatName(sides[1] ?? -1),
          sb: splits[1] ?? "",
          result: winner === undefined ? m.t("draw") : m.t("wins", { power: m.seatName(winner) }),
        }),
      );
    }
    for (const w of t.wiped) if (!old?.wiped.includes(w)) out.push(m.t("n.wiped", { region: m.regionName(i, w) }));
  });
  for (const l of m.t2.levels) {
    const was = before.levelOf(l.power);
    if (was !== undefined && was !== l.level) out.push(m.t("n.level", { power: m.powerName(l.power), from: was, to: l.level }));
  }
  if (m.t2.scores && !before.t2.scores) out.push(m.t("n.finished"));
  return out.map(tidy);
}

// The TEG II boards: one drawing per table of the view (two in paired
// games), fetched once as the server's bare SVG (`<g class="region"
// data-region>` per region), then annotated on every update with each
// seat's forces in its player's colour, rockets, wiped regions, the open
// combat, and which regions the current step lets the player pick.
import type { TegClient } from "@teg/client";
import type { Lang } from "../contract";
import { h, s } from "./dom";
import type { MapData, Model } from "./model";
import { fitFingers, onPhone } from "../touch.js";


/** What the step in progress lets the player pick on a board. */
export interface Picking {
  table: number;
  selectable: readonly string[];
  selected: readonly string[];
}

/** Fetches the map data and drawings a game needs, once each. */
export class BoardSource {
  private readonly mapsP = new Map<string, Promise<MapData>>();
  private readonly svgsP = new Map<string, Promise<string>>();
  readonly maps = new Map<string, MapData>();

  constructor(private readonly client: TegClient, private readonly lang: Lang) {}

  map(board: string): Promise<MapData> {
    let p = this.mapsP.get(board);
    if (!p) {
      p = this.client.api
        .GET("/v1/teg2/maps/{board}", { params: { path: { board } } })
        .then(({ data }) => {
          if (!data) throw new Error(`no map ${board}`);
          this.maps.set(board, data);
          return data;
        });
      p.catch(() => this.mapsP.delete(board));
      this.mapsP.set(board, p);
    }
    return p;
  }

  svg(board: string): Promise<string> {
    let p = this.svgsP.get(board);
    if (!p) {
      p = this.client.api
        .GET("/v1/teg2/maps/{board}/board.svg", {
          params: { path: { board }, query: { lang: this.lang } },
          parseAs: "text",
        })
        .then(({ data }) => {
          if (typeof data !== "string") throw new Error(`no drawing of ${board}`);
          return data;
        });
      p.catch(() => this.svgsP.delete(board));
      this.svgsP.set(board, p);
    }
    return p;
  }
}

interface Drawn {
  board: string;
  figure: HTMLElement;
  holder: HTMLElement;
  caption: HTMLElement;
  svg: SVGSVGElement | null;
  regions: Map<string, SVGGElement>;
  failed: boolean;
}

/** Draws every board of the game in `root` and keeps them annotated. */
export class Boards {
  readonly root: HTMLElement;
  private drawn: Drawn[] = [];
  private model: Model | null = null;
  private picking: Picking | null = null;

  constructor(
    private readonly source: BoardSource,
    private readonly onPick: (table: number, region: string) => void,
    private readonly onLoaded: () => void,
  ) {
    this.root = h("div", { class: "t2-boards" });
  }

  update(model: Model, picking: Picking | null): void {
    this.model = model;
    this.picking = picking;
    const tables = model.t2.tables;
    // (Re)build the frames when the boards change.
    if (this.drawn.length !== tables.length || this.drawn.some((d, i) => d.board !== tables[i]?.map)) {
      this.drawn = tables.map((t, i) => this.frame(t.map, i));
      this.root.replaceChildren(...this.drawn.map((d) => d.figure));
      this.root.classList.toggle("t2-paired", tables.length > 1);
    }
    this.drawn.forEach((d, i) => this.annotate(d, i));
  }

  private frame(board: string, table: number): Drawn {
    const caption = h("figcaption", { class: "t2-board-caption" });
    const holder = h("div", { class: "t2-board-svg" }, h("p", { class: "t2-muted" }, "…"));
    const figure = h("figure", { class: "t2-board", "data-table": table, "data-map": board }, caption, holder);
    const d: Drawn = { board, figure, holder, caption, svg: null, regions: new Map(), failed: false };
    Promise.all([this.source.svg(board), this.source.map(board)])
      .then(([text, map]) => {
        if (!this.drawn.includes(d)) return;
        this.mount(d, text, map);
        this.onLoaded();
      })
      .catch(() => {
        d.failed = true;
        if (this.model) d.holder.replaceChildren(h("p", { class: "t2-error" }, this.model.t("board_failed")));
      });
    return d;
  }

  private mount(d: Drawn, text: string, map: MapData): void {
    const doc = new DOMParser().parseFromString(text, "image/svg+xml");
    const el = doc.documentElement;
    if (el.nodeName.toLowerCase() !== "svg") throw new Error("not an svg");
    // Nothing active may come in with the drawing.
    el.querySelectorAll("script, foreignObject").forEach((n) => n.remove());
    const svg = document.importNode(el, true) as unknown as SVGSVGElement;
    svg.removeAttribute("width");
    svg.removeAttribute("height");
    svg.classList.add("t2-svg");
    svg.setAttribute("role", "group");
    // Crop to the regions (larger pieces on a phone).
    if (map.regions.length > 0) {
      const xs = map.regions.map((r) => r.x);
      const ys = map.regions.map((r) => r.y);
      const x0 = Math.max(0, Math.min(...xs) - 95);
      const y0 = Math.max(0, Math.min(...ys) - 65);
      const x1 = Math.max(...xs) + 95;
      const y1 = Math.max(...ys) + 70;
      svg.setAttribute("viewBox", `${x0} ${y0} ${x1 - x0} ${y1 - y0}`);
    }
    svg.setAttribute("preserveAspectRatio", "xMidYMid meet");
    d.regions.clear();
    svg.querySelectorAll<SVGGElement>("g.region[data-region]").forEach((g) => {
      const id = g.getAttribute("data-region") ?? "";
      const r = map.regions.find((x) => x.id === id);
      d.regions.set(id, g);
      // A larger, invisible hit area around the disc.
      if (r) g.insertBefore(s("circle", { class: "t2-hit", cx: r.x, cy: r.y, r: 33 }), g.firstChild);
      g.addEventListener("click", () => this.pick(d, id));
      g.addEventListener("keydown", (e) => {
        if (e.key === "Enter" || e.key === " ") {
          e.preventDefault();
          this.pick(d, id);
        }
      });
    });
    d.svg = svg;
    d.holder.replaceChildren(svg);
    if (onPhone()) fitFingers(svg, Array.from(d.regions.values()));
  }

  private pick(d: Drawn, region: string): void {
    const table = this.drawn.indexOf(d);
    const p = this.picking;
    if (!p || p.table !== table || !p.selectable.includes(region)) return;
    this.onPick(table, region);
  }

  private annotate(d: Drawn, table: number): void {
    const m = this.model;
    if (!m) return;
    const t = m.table(table);
    if (!t) return;
    const round =
      t.step === "over" ? null : t.round === null || t.round === undefined ? m.t("no_round") : m.t("round", { round: t.round, rounds: t.rounds });
    d.caption.textContent = [m.t(`board.${t.map}`), round, m.t(`tstep.${t.step}`)].filter(Boolean).join(" · ");
    if (!d.svg) {
      if (!d.failed) d.holder.replaceChildren(h("p", { class: "t2-muted" }, m.t("board_loading")));
      return;
    }
    d.svg.setAttribute("aria-label", d.caption.textContent);
    const p = this.picking && this.picking.table === table ? this.picking : null;
    const map = m.map(table);
    for (const [id, g] of d.regions) {
      g.querySelector(".t2-ov")?.remove();
      const r = map?.regions.find((x) => x.id === id);
      const forces = m.forcesIn(table, id);
      const wiped = t.wiped.includes(id);
      const selectable = p?.selectable.includes(id) ?? false;
      const selected = p?.selected.includes(id) ?? false;
      g.classList.toggle("wiped", wiped);
      g.classList.toggle("selectable", selectable);
      g.classList.toggle("selected", selected);
      g.classList.toggle("combat", t.combat?.region === id);
      g.classList.toggle("target", t.launch?.target === id);
      g.classList.toggle("occupied", forces.length > 0);
      const name = m.regionName(table, id);
      const list = forces.map((f) => `${m.seatName(f.seat)} ${m.forceText(f)}`).join(", ");
      const label = list ? m.t("forces_in", { region: name, list }) : m.t("empty_region", { region: name });
      if (selectable) {
        g.setAttribute("tabindex", "0");
        g.setAttribute("role", "button");
        g.setAttribute("aria-pressed", selected ? "true" : "false");
      } else {
        g.removeAttribute("tabindex");
        g.removeAttribute("role");
        g.removeAttribute("aria-pressed");
      }
      g.setAttribute("aria-label", label);
      if (!r) continue;
      const ov = s("g", { class: "t2-ov", "aria-hidden": "true" });
      ov.append(s("title", {}, label));
      if (wiped) {
        ov.append(s("path", { class: "t2-wiped", d: `M${r.x - 20} ${r.y - 20}L${r.x + 20} ${r.y + 20}M${r.x + 20} ${r.y - 20}L${r.x - 20} ${r.y + 20}` }));
      }
      // One badge per seat present, up to three a row, above the disc's centre.
      const W = 40;
      const H = 26;
      forces.forEach((f, i) => {
        const row = Math.floor(i / 3);
        const inRow = Math.min(3, forces.length - row * 3);
        const col = i % 3;
        const x = r.x + (col - (inRow - 1) / 2) * (W + 2) - W / 2;
        const y = r.y - 22 + row * (H + 2);
        const ink = m.inkOfSeat(f.seat);
        const text = m.forceText(f).replace(" ", "");
        const w = Math.max(W, 12 + text.length * 11);
        const b = s("g", { class: `t2-badge${m.isMine(f.seat) ? " mine" : ""}`, "data-seat": f.seat });
        b.append(s("rect", { x: x + (W - w) / 2, y, width: w, height: H, rx: 5, fill: ink.fill }));
        b.append(s("text", { x: x + W / 2, y: y + 19, "text-anchor": "middle", fill: ink.text }, text));
        ov.append(b);
      });
      for (const k of t.rockets.filter((x) => x.region === id)) {
        const ink = m.inkOfSeat(k.holder);
        const x = r.x + 26;
        const y = r.y - 30;
        ov.append(s("path", { class: "t2-rocket", d: `M${x} ${y - 14}L${x + 7} ${y + 2}L${x + 3} ${y + 2}L${x + 3} ${y + 8}L${x - 3} ${y + 8}L${x - 3} ${y + 2}L${x - 7} ${y + 2}Z`, fill: ink.fill }));
      }
      g.append(ov);
    }
  }
}

// The board of a Risk-like game: the service's drawing
// (`/v1/rulesets/{ruleset}/board.svg`, one `g.country[data-country]` per
// country with a disc and an armies text), inserted inline and painted with
// the game: discs in their owners' colours, armies, missiles, blockades,
// the countries open to a click (`selectable`, `selected`) and the move
// just made. Without the drawing (an older server) the same structure is
// drawn from the map's coordinates. Countries take clicks, Enter and Space.
import type { MapData } from "../api.js";
import { boardSvg } from "../api.js";
import type { Lang } from "../contract.js";
import { svg } from "../dom.js";
import { fitFingers } from "../touch.js";
import { FILL, INK, countryName } from "../names.js";

export interface CountryState {
  id: string;
  owner: string;
  armies: number;
  missiles: number;
  co_owner?: string | null;
  co_armies?: number | null;
  blockaded?: boolean;
}

interface Parts {
  g: SVGGElement;
  disc: SVGCircleElement | null;
  armies: SVGTextElement | null;
  missiles: SVGTextElement | null;
  x: number;
  y: number;
}

/** Parses the service's SVG and keeps only drawing: no scripts, handlers, inline styles or outside links. */
function parseDrawing(text: string): SVGSVGElement | null {
  const doc = new DOMParser().parseFromString(text, "image/svg+xml");
  const root = doc.documentElement;
  if (!root || root.nodeName !== "svg" || doc.getElementsByTagName("parsererror").length) return null;
  for (const bad of Array.from(root.querySelectorAll("script, foreignObject, style"))) bad.remove();
  for (const el of [root, ...Array.from(root.querySelectorAll("*"))]) {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith("on") || name === "style") el.removeAttribute(attr.name);
      else if ((name === "href" || name === "xlink:href") && !attr.value.startsWith("#")) el.removeAttribute(attr.name);
    }
  }
  return document.importNode(root, true) as unknown as SVGSVGElement;
}

/** The same structure as the service's drawing, from the map's coordinates. */
function drawFromMap(map: MapData, lang: Lang): SVGSVGElement {
  const [w, h] = map.viewbox;
  const root = svg("svg", { class: "board", viewBox: `0 0 ${w ?? 1000} ${h ?? 600}`, role: "img", "aria-label": map.name }) as SVGSVGElement;
  const pos = new Map(map.countries.map((c) => [c.id, c]));
  const halos = svg("g", { class: "continents" });
  for (const k of map.continents) {
    const g = svg("g", { class: "continent", "data-continent": k.id });
    for (const id of k.countries) {
      const c = pos.get(id);
      if (c) g.appendChild(svg("circle", { cx: c.x, cy: c.y, r: 27, fill: k.color, "fill-opacity": 0.35 }));
    }
    halos.appendChild(g);
  }
  const borders = svg("g", { class: "borders" });
  const sea = new Set(map.sea_bridges.map(([a, b]) => `${a}|${b}`));
  for (const [a, b] of map.borders) {
    const p = pos.get(a ?? "");
    const q = pos.get(b ?? "");
    if (!p || !q) continue;
    const dashed = sea.has(`${a}|${b}`) || sea.has(`${b}|${a}`);
    borders.appendChild(
      svg("line", { x1: p.x, y1: p.y, x2: q.x, y2: q.y, stroke: "#777", "stroke-width": 1.2, "stroke-dasharray": dashed ? "5 4" : null }),
    );
  }
  const countries = svg("g", { class: "countries" });
  for (const c of map.countries) {
    countries.appendChild(
      svg(
        "g",
        { class: "country", "data-country": c.id },
        svg("title", null, c.names[lang]),
        svg("circle", { cx: c.x, cy: c.y, r: 13, fill: "#cfcfcf", stroke: "#222", "stroke-width": 1 }),
        svg("text", { class: "armies", x: c.x, y: c.y + 4, "text-anchor": "middle", "font-size": 12, "font-weight": "bold" }),
        svg("text", { class: "country-name", x: c.x, y: c.y + 24, "text-anchor": "middle", "font-size": 9, fill: "#111" }, c.names[lang]),
      ),
    );
  }
  root.append(halos, borders, countries);
  return root;
}

export class Board {
  readonly el: HTMLElement;
  private root: SVGSVGElement | null = null;
  private parts = new Map<string, Parts>();
  private overlay: SVGGElement | null = null;
  private focusable = new Set<string>();
  private map: MapData | undefined;

  constructor(private readonly onPick: (country: string) => void) {
    this.el = document.createElement("div");
    this.el.className = "board-scroll";
    this.el.addEventListener("click", (e) => {
      const g = (e.target as Element).closest?.("g.country");
      const id = g?.getAttribute("data-country");
      if (id) this.onPick(id);
    });
    this.el.addEventListener("keydown", (e) => {
      if (e.key !== "Enter" && e.key !== " ") return;
      const g = (e.target as Element).closest?.("g.country");
      const id = g?.getAttribute("data-country");
      if (id) {
        e.preventDefault();
        this.onPick(id);
      }
    });
  }

  /** Loads the drawing (the service's, else one from the map). */
  async load(ruleset: string, lang: Lang, map: MapData | undefined): Promise<void> {
    this.map = map;
    let root: SVGSVGElement | null = null;
    try {
      root = parseDrawing(await boardSvg(ruleset, lang));
    } catch {
      root = null;
    }
    if ((!root || !root.querySelector("g.country[data-country]")) && map) root = drawFromMap(map, lang);
    if (!root) return;
    root.removeAttribute("width");
    root.removeAttribute("height");
    root.classList.add("board");
    this.overlay = svg("g", { class: "overlay", "pointer-events": "none" }) as SVGGElement;
    root.appendChild(this.overlay);
    this.root = root;
    this.parts.clear();
    for (const g of Array.from(root.querySelectorAll<SVGGElement>("g.country[data-country]"))) {
      const id = g.getAttribute("data-country")!;
      const disc = Array.from(g.querySelectorAll("circle")).find((c) => !c.classList.contains("blockade-ring")) ?? null;
      const armies = g.querySelector<SVGTextElement>("text.armies");
      const missiles = g.querySelector<SVGTextElement>("text.missiles");
      const x = Number(disc?.getAttribute("cx") ?? 0);
      const y = Number(disc?.getAttribute("cy") ?? 0);
      g.setAttribute("aria-label", countryName(map, id));
      this.parts.set(id, { g, disc, armies, missiles, x, y });
    }
    this.el.replaceChildren(root);
    this.centre();
  }

  /**
   * Centres each country's box on its disc: an invisible circle around
   * disc and name, so that a click at the middle of a country's box (what
   * WebDriver does) lands on its disc, not on whatever lies between the
   * disc and its name. Unpainted, it still takes a finger's touch: it is
   * the country's target, which [`zoom`] makes at least 44 px across.
   */
  private centre(): void {
    for (const p of this.parts.values()) {
      let r = 40;
      try {
        const b = p.g.getBBox();
        if (b.width > 0 || b.height > 0) {
          r = Math.ceil(Math.max(Math.abs(b.x - p.x), Math.abs(b.x + b.width - p.x), Math.abs(b.y - p.y), Math.abs(b.y + b.height - p.y))) + 1;
        }
      } catch {
        // not laid out: the default
      }
      p.g.insertBefore(svg("circle", { class: "extent", cx: p.x, cy: p.y, r, fill: "none", stroke: "none", "pointer-events": "all" }), p.g.firstChild);
    }
  }

  /**
   * Zooms the drawing so that the smallest country's target is a finger's
   * (`fitFingers`; the board then scrolls inside its box), or back to the
   * box's width. Phones start zoomed.
   */
  zoom(on: boolean): void {
    this.el.classList.toggle("zoomed", on);
    if (!this.root) return;
    this.root.style.removeProperty("width");
    this.root.style.removeProperty("max-width");
    if (on) fitFingers(this.root, Array.from(this.parts.values(), (p) => p.g));
  }

  get loaded(): boolean {
    return this.root !== null;
  }

  /** Paints owners, armies, missiles and blockades. */
  paint(countries: readonly CountryState[]): void {
    for (const c of countries) {
      const p = this.parts.get(c.id);
      if (!p) continue;
      const co = c.co_owner && c.co_armies != null ? c.co_owner : null;
      p.g.setAttribute("data-owner", c.owner);
      p.g.classList.toggle("blockaded", Boolean(c.blockaded));
      if (p.disc) {
        p.disc.setAttribute("fill", FILL[c.owner] ?? "#cfcfcf");
        p.disc.setAttribute("stroke", co ? (FILL[co] ?? "#222") : "#222");
        p.disc.setAttribute("stroke-width", co ? "4" : "1");
      }
      if (p.armies) {
        const text = co ? `${c.armies}+${c.co_armies}` : String(c.armies);
        p.armies.textContent = text;
        p.armies.setAttribute("fill", INK[c.owner] ?? "#111");
        p.armies.setAttribute("font-size", text.length > 3 ? "9" : "12");
      }
      if (c.missiles > 0) {
        if (!p.missiles) {
          p.missiles = svg("text", {
            class: "missiles",
            x: p.x,
            y: p.y - 16,
            "text-anchor": "middle",
            "font-size": 10,
            "font-weight": "bold",
            fill: "#b00",
            stroke: "#fff",
            "stroke-width": 2,
            "paint-order": "stroke",
          }) as SVGTextElement;
          p.g.appendChild(p.missiles);
        }
        p.missiles.textContent = `▲${c.missiles}`;
      } else if (p.missiles) {
        p.missiles.textContent = "";
      }
    }
  }

  /** Which countries take a click now, and which are chosen. */
  mark(selectable: ReadonlySet<string>, selected: ReadonlySet<string>): void {
    for (const [id, p] of this.parts) {
      const can = selectable.has(id);
      const chosen = selected.has(id);
      p.g.classList.toggle("selectable", can);
      p.g.classList.toggle("selected", chosen);
      if (can || chosen) {
        p.g.setAttribute("tabindex", "0");
        p.g.setAttribute("role", "button");
        if (chosen) p.g.setAttribute("aria-pressed", "true");
        else p.g.removeAttribute("aria-pressed");
        this.focusable.add(id);
      } else if (this.focusable.has(id)) {
        p.g.removeAttribute("tabindex");
        p.g.removeAttribute("role");
        p.g.removeAttribute("aria-pressed");
        this.focusable.delete(id);
      }
    }
  }

  /** The move just made: its countries lit and an arrow between them. */
  highlight(from: string | null, to: string | null, kind = "move"): void {
    for (const p of this.parts.values()) p.g.classList.remove("hl-from", "hl-to");
    this.overlay?.replaceChildren();
    const a = from ? this.parts.get(from) : undefined;
    const b = to ? this.parts.get(to) : undefined;
    a?.g.classList.add("hl-from");
    b?.g.classList.add("hl-to");
    if (a && b && this.overlay) {
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const len = Math.max(1, Math.hypot(dx, dy));
      const x2 = b.x - (dx / len) * 15;
      const y2 = b.y - (dy / len) * 15;
      this.overlay.appendChild(
        svg("line", { class: `move-arrow ${kind}`, x1: a.x, y1: a.y, x2: x2.toFixed(1), y2: y2.toFixed(1) }),
      );
      this.overlay.appendChild(svg("circle", { class: `move-head ${kind}`, cx: x2.toFixed(1), cy: y2.toFixed(1), r: 4 }));
    }
  }

  focus(id: string): void {
    (this.parts.get(id)?.g as unknown as HTMLElement | undefined)?.focus?.();
  }
}


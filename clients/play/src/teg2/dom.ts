// Tiny DOM helpers for the TEG II table: element builders that never touch
// innerHTML with data (strict CSP: no inline style attributes, no eval).

type Attrs = Record<string, string | number | boolean | null | undefined>;
type Child = Node | string | null | undefined | false;

/** An HTML element with attributes (false/null/undefined ones left out) and children. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (Child | Child[])[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  setAttrs(el, attrs);
  append(el, children);
  return el;
}

const SVG_NS = "http://www.w3.org/2000/svg";

/** An SVG element with attributes and children. */
export function s(tag: string, attrs: Attrs = {}, ...children: (Child | Child[])[]): SVGElement {
  const el = document.createElementNS(SVG_NS, tag) as SVGElement;
  setAttrs(el, attrs);
  append(el, children);
  return el;
}

function setAttrs(el: Element, attrs: Attrs): void {
  for (const [k, v] of Object.entries(attrs)) {
    if (v === false || v === null || v === undefined) continue;
    el.setAttribute(k, v === true ? "" : String(v));
  }
}

function append(el: Element, children: (Child | Child[])[]): void {
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    el.append(typeof c === "string" ? document.createTextNode(c) : c);
  }
}

/** A button (type=button) with a click handler. */
export function button(label: string | Node, onClick: () => void, attrs: Attrs = {}): HTMLButtonElement {
  const b = h("button", { type: "button", ...attrs }, label);
  b.addEventListener("click", (e) => {
    e.preventDefault();
    onClick();
  });
  return b;
}

/** A −/value/+ stepper: 44 px buttons, the value announced to screen readers. */
export function stepper(
  label: string,
  value: number,
  min: number,
  max: number,
  onChange: (v: number) => void,
  key: string,
): HTMLElement {
  const minus = button("−", () => onChange(Math.max(min, value - 1)), {
    class: "t2-step-btn",
    "aria-label": `${label} −1`,
    "data-focus": `${key}-`,
    disabled: value <= min,
  });
  const plus = button("+", () => onChange(Math.min(max, value + 1)), {
    class: "t2-step-btn",
    "aria-label": `${label} +1`,
    "data-focus": `${key}+`,
    disabled: value >= max,
  });
  return h(
    "div",
    { class: "t2-stepper", role: "group", "aria-label": label },
    h("span", { class: "t2-stepper-label" }, label),
    minus,
    h("output", { class: "t2-stepper-value", "aria-live": "polite" }, String(value)),
    plus,
  );
}

/** Replaces an element's children, keeping focus on the element with the same data-focus key. */
export function replaceKeepingFocus(el: HTMLElement, ...children: Node[]): void {
  const active = document.activeElement;
  const key = active instanceof HTMLElement && el.contains(active) ? active.dataset.focus : undefined;
  el.replaceChildren(...children);
  if (key) {
    const again = el.querySelector<HTMLElement>(`[data-focus="${CSS.escape(key)}"]`);
    if (again && !(again as HTMLButtonElement).disabled) again.focus();
    else el.querySelector<HTMLElement>("#confirm")?.focus();
  }
}

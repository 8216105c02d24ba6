// DOM helpers: `h(tag, attrs, ...children)` builds an element (no HTML
// strings, so no injection and no inline styles: the CSP forbids them).
export type Child = Node | string | number | null | undefined | false | Child[];
type Handler = (event: Event) => void;
export type Attrs = Record<string, string | number | boolean | null | undefined | Handler>;

/** An element: attributes (`class`, `id`, `data-*`, `aria-*`...), `on<event>` handlers, children. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs?: Attrs | null, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (attrs) setAttrs(el, attrs);
  append(el, children);
  return el;
}

/** An SVG element. */
export function svg(tag: string, attrs?: Attrs | null, ...children: Child[]): SVGElement {
  const el = document.createElementNS("http://www.w3.org/2000/svg", tag);
  if (attrs) setAttrs(el, attrs);
  append(el, children);
  return el;
}

function setAttrs(el: Element, attrs: Attrs): void {
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (typeof value === "function") {
      el.addEventListener(key.slice(2).toLowerCase(), value);
    } else if (key === "value" && "value" in el) {
      (el as HTMLInputElement).value = String(value);
    } else if (key === "checked" || key === "selected" || key === "disabled" || key === "hidden" || key === "readOnly") {
      (el as unknown as Record<string, boolean>)[key] = Boolean(value);
      if (key !== "checked" && key !== "selected") el.setAttribute(key.toLowerCase(), "");
    } else {
      el.setAttribute(key, value === true ? "" : String(value));
    }
  }
}

/** Appends children (strings become text nodes). */
export function append(el: Node, children: Child[]): void {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    if (Array.isArray(c)) append(el, c);
    else el.appendChild(typeof c === "string" || typeof c === "number" ? document.createTextNode(String(c)) : c);
  }
}

/** Replaces an element's children. */
export function replace(el: Element, ...children: Child[]): void {
  el.replaceChildren();
  append(el, children);
}

/** A `<select>` of options `[value, label]`. */
export function select(attrs: Attrs, options: [string, string][], value?: string): HTMLSelectElement {
  const el = h("select", attrs, ...options.map(([v, label]) => h("option", { value: v }, label)));
  if (value !== undefined) el.value = value;
  return el;
}

/** A labelled field: `<label for=id>text</label>` and the control. */
export function field(label: string, control: HTMLElement, hint?: string): HTMLElement {
  return h("div", { class: "field" }, h("label", { for: control.id }, label), control, hint ? h("small", { class: "hint" }, hint) : null);
}

/** Copies text to the clipboard (falls back to selecting an input). */
export async function copyText(text: string, fallback?: HTMLInputElement): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (fallback) {
      fallback.select();
      try {
        return document.execCommand("copy");
      } catch {
        return false;
      }
    }
    return false;
  }
}

// Fingers on a board (WCAG 2.5.5): on a phone, a board drawing is widened
// until its smallest target is `TOUCH_PX` across both ways, and scrolls
// inside its box. Both families' boards use it.

/** A screen where a finger is the pointer and a whole board is too small to touch. */
const PHONE = "(max-width: 600px)";

/** The least a finger's target measures, CSS px. */
const TOUCH_PX = 44;

/** Whether this screen is a phone's. */
export function onPhone(): boolean {
  return window.matchMedia?.(PHONE).matches ?? false;
}

/**
 * Widens `svg` until the smallest of `targets` is `TOUCH_PX` across both
 * ways, measured as laid out: a drawing not yet on the page, or whose
 * targets are large enough, is left as it is.
 */
export function fitFingers(svg: SVGSVGElement, targets: Element[]): void {
  const sizes = targets.map((g) => g.getBoundingClientRect()).flatMap((r) => (r.width > 0 && r.height > 0 ? [Math.min(r.width, r.height)] : []));
  const width = svg.getBoundingClientRect().width;
  if (sizes.length === 0 || width === 0) return;
  const factor = TOUCH_PX / Math.min(...sizes);
  if (factor <= 1) return;
  svg.style.width = `${Math.ceil(width * factor) + 2}px`;
  svg.style.maxWidth = "none";
}

// `npm run icons`: draws the app's icons into icons/ (committed; the build
// copies them into api/assets/play/): icon.svg, and icon-192.png and
// icon-512.png rasterized from the same shapes with node's zlib alone.
// A flat design: the top bar's navy, full bleed (safe as a maskable icon),
// a globe in the accent blue ringed and crossed in white, inside the
// central 65 % (a maskable icon's safe zone is the central 80 % circle).
// Deterministic: 4x4 samples a pixel, integer arithmetic on the colours,
// fixed chunk order, no timestamps. (zlib's bytes may differ between zlib
// builds, which is why the PNGs are committed rather than made by the build.)
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import { root } from "./config.mjs";

const NAVY = [0x17, 0x32, 0x4d]; // .topbar
const BLUE = [0x0b, 0x5c, 0xad]; // --accent
const WHITE = [0xff, 0xff, 0xff];

// The shapes, on a unit square (centre 0.5, 0.5).
const R = 0.3; // the globe's radius
const W = 0.05; // the white lines' width
const A = 0.13; // the meridian's half width

/** The colour of one point of the unit square. */
function colourAt(x, y) {
  const dx = x - 0.5;
  const dy = y - 0.5;
  const r = Math.hypot(dx, dy);
  if (r > R + W / 2) return NAVY;
  if (r >= R - W / 2) return WHITE; // the ring
  if (Math.abs(dy) <= W / 2) return WHITE; // the equator
  const outer = (dx / (A + W / 2)) ** 2 + (dy / (R + W / 2)) ** 2;
  const inner = (dx / (A - W / 2)) ** 2 + (dy / (R - W / 2)) ** 2;
  if (outer <= 1 && inner >= 1) return WHITE; // the meridian
  return BLUE;
}

const n = (v) => Number((v * 512).toFixed(2));
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
<rect width="512" height="512" fill="#17324d"/>
<circle cx="256" cy="256" r="${n(R)}" fill="#0b5cad" stroke="#fff" stroke-width="${n(W)}"/>
<ellipse cx="256" cy="256" rx="${n(A)}" ry="${n(R)}" fill="none" stroke="#fff" stroke-width="${n(W)}"/>
<path d="M${n(0.5 - R)} 256H${n(0.5 + R)}" stroke="#fff" stroke-width="${n(W)}"/>
</svg>
`;

const SAMPLES = 4;

/** The RGB rows of a size x size icon, each behind PNG filter byte 0. */
function pixels(size) {
  const row = 1 + size * 3;
  const out = Buffer.alloc(row * size);
  for (let py = 0; py < size; py++) {
    out[py * row] = 0;
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const c = colourAt((px + (sx + 0.5) / SAMPLES) / size, (py + (sy + 0.5) / SAMPLES) / size);
          sum[0] += c[0];
          sum[1] += c[1];
          sum[2] += c[2];
        }
      }
      const at = py * row + 1 + px * 3;
      const count = SAMPLES * SAMPLES;
      for (let i = 0; i < 3; i++) out[at + i] = Math.floor((sum[i] + count / 2) / count);
    }
  }
  return out;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, k) => {
  let c = k;
  for (let i = 0; i < 8; i++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A truecolour PNG of the icon, size x size. */
function png(size) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bits per sample
  ihdr[9] = 2; // truecolour
  ihdr[10] = 0; // deflate
  ihdr[11] = 0; // adaptive filtering (every row: none)
  ihdr[12] = 0; // not interlaced
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(pixels(size), { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const dir = join(root, "icons");
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, "icon.svg"), svg);
for (const size of [192, 512]) writeFileSync(join(dir, `icon-${size}.png`), png(size));
console.log("icons/: icon.svg, icon-192.png, icon-512.png");

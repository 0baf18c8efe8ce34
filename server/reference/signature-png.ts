import { PNG } from 'pngjs';

/**
 * A delivered package's signature as a PNG (docs/exceptions.md, 'Proof of delivery'): a
 * handwritten-looking stroke in blue ink on white, drawn from the package's AWB so that the
 * same package always shows the same signature. The reference services keep no real
 * signature pads; this stands in for the one the courier's device would have captured.
 */
export const SIGNATURE_WIDTH = 420;
export const SIGNATURE_HEIGHT = 150;

const INK = [24, 44, 120] as const;

/** A small seeded generator (mulberry32), so a package's drawing never changes. */
function seededRandom(text: string): () => number {
  let seed = 2166136261;
  for (const char of text) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Point {
  x: number;
  y: number;
}

/**
 * The pen's path: a run of loops moving right (as cursive letters are), their height and
 * width changing letter by letter, a lift between two words, then an underline flourish.
 */
function strokes(random: () => number): Point[][] {
  const lines: Point[][] = [];
  const baseline = SIGNATURE_HEIGHT * (0.55 + random() * 0.08);
  const words = 1 + Math.floor(random() * 2);
  let x = 28 + random() * 20;
  const end = SIGNATURE_WIDTH - 40;
  const slant = 0.25 + random() * 0.2;
  for (let word = 0; word < words && x < end - 60; word += 1) {
    const letters = 4 + Math.floor(random() * 4);
    const room = (end - x) / (words - word);
    const advance = (room * 0.85) / letters;
    const line: Point[] = [];
    // A capital first: a tall loop.
    let height = 38 + random() * 22;
    for (let letter = 0; letter < letters; letter += 1) {
      const width = advance * (0.45 + random() * 0.35);
      const drop = letter === 0 ? 0 : (random() - 0.3) * 14;
      for (let step = 0; step <= 24; step += 1) {
        const t = (step / 24) * Math.PI * 2;
        const rise = (1 - Math.cos(t)) / 2;
        const px = x + (advance * step) / 24 - Math.sin(t) * width * 0.5;
        const py = baseline - rise * height + (rise > 0.9 ? drop : 0);
        line.push({ x: px + (baseline - py) * slant, y: py });
      }
      x += advance;
      height = 14 + random() * 26;
    }
    lines.push(line);
    x += room * 0.15;
  }
  // The flourish: a long shallow curve under the name, from near the start to past the end.
  const start = 30 + random() * 40;
  const stop = Math.min(SIGNATURE_WIDTH - 20, x + 10);
  const under = baseline + 16 + random() * 10;
  const bend = 6 + random() * 10;
  const flourish: Point[] = [];
  for (let step = 0; step <= 40; step += 1) {
    const t = step / 40;
    flourish.push({
      x: start + (stop - start) * t,
      y: under - Math.sin(t * Math.PI) * bend + t * t * 8,
    });
  }
  lines.push(flourish);
  return lines;
}

/** Lays ink on one pixel, keeping the darker of what is there and what the pen adds. */
function ink(png: PNG, x: number, y: number, coverage: number): void {
  if (x < 0 || y < 0 || x >= png.width || y >= png.height || coverage <= 0) return;
  const at = (y * png.width + x) * 4;
  for (let channel = 0; channel < 3; channel += 1) {
    const over = Math.round(255 + ((INK[channel] ?? 0) - 255) * Math.min(1, coverage));
    png.data[at + channel] = Math.min(png.data[at + channel] ?? 255, over);
  }
}

/** A round nib of `radius` at (cx, cy), its edge softened over one pixel. */
function dab(png: PNG, cx: number, cy: number, radius: number): void {
  const reach = Math.ceil(radius + 1);
  for (let y = Math.floor(cy) - reach; y <= Math.ceil(cy) + reach; y += 1) {
    for (let x = Math.floor(cx) - reach; x <= Math.ceil(cx) + reach; x += 1) {
      const distance = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
      ink(png, x, y, radius + 0.5 - distance);
    }
  }
}

/** The PNG of the signature for the package with this AWB. */
export function signaturePng(awb: string): Buffer {
  const png = new PNG({ width: SIGNATURE_WIDTH, height: SIGNATURE_HEIGHT });
  png.data.fill(255);
  const random = seededRandom(`signature:${awb}`);
  for (const line of strokes(random)) {
    for (let i = 1; i < line.length; i += 1) {
      const from = line[i - 1] as Point;
      const to = line[i] as Point;
      const length = Math.hypot(to.x - from.x, to.y - from.y);
      // A fast stroke is thinner, as a pen's is.
      const radius = Math.max(0.8, 2.1 - length / 12);
      const steps = Math.max(1, Math.ceil(length * 2));
      for (let step = 0; step <= steps; step += 1) {
        const t = step / steps;
        dab(png, from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t, radius);
      }
    }
  }
  return PNG.sync.write(png);
}

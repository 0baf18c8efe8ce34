/**
 * WCAG 2.x contrast maths, used to keep the text of badges readable on colours that the
 * provider sends (pickup status `color_bg` / `color_text`).
 */

/** WCAG AA for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

type Rgb = readonly [number, number, number];

/** Parses '#rgb' or '#rrggbb' (the '#' optional, any case); null for anything else. */
export function parseHex(colour: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!match) return null;
  const hex =
    match[1].length === 3
      ? Array.from(match[1])
          .map((c) => c + c)
          .join('')
      : match[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance (WCAG 2.x definition) of an sRGB colour. */
export function luminance([r, g, b]: Rgb): number {
  const linear = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Contrast ratio (1 to 21) of two colours; NaN when either does not parse. */
export function contrastRatio(a: string, b: string): number {
  const x = parseHex(a);
  const y = parseHex(b);
  if (!x || !y) return Number.NaN;
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p);
  return (hi + 0.05) / (lo + 0.05);
}

function mix([r, g, b]: Rgb, [r2, g2, b2]: Rgb, t: number): Rgb {
  return [r + (r2 - r) * t, g + (g2 - g) * t, b + (b2 - b) * t];
}

/**
 * The text colour to draw on `background`: `text` itself when it already reaches `min`,
 * otherwise `text` moved towards black or white (whichever can reach the ratio, keeping as
 * much of its hue as possible) just far enough. An unparseable text colour starts from the
 * better of black and white; an unparseable background returns null (the caller keeps its
 * own colours).
 */
export function readableTextColour(
  background: string,
  text: string,
  min: number = MIN_TEXT_CONTRAST,
): string | null {
  const bg = parseHex(background);
  if (!bg) return null;
  const fg = parseHex(text);
  const bgHex = toHex(bg);
  const blackFirst = contrastRatio(bgHex, '#000000') >= contrastRatio(bgHex, '#ffffff');
  if (!fg) return blackFirst ? '#000000' : '#ffffff';
  if (contrastRatio(bgHex, toHex(fg)) >= min) return toHex(fg);

  const targets: Rgb[] = blackFirst
    ? [
        [0, 0, 0],
        [255, 255, 255],
      ]
    : [
        [255, 255, 255],
        [0, 0, 0],
      ];
  for (const target of targets) {
    if (contrastRatio(bgHex, toHex(target)) < min) continue;
    // Contrast grows monotonically along the way to the chosen end: bisect the least step.
    let lo = 0;
    let hi = 1;
    for (let i = 0; i < 20; i++) {
      const mid = (lo + hi) / 2;
      if (contrastRatio(bgHex, toHex(mix(fg, target, mid))) >= min) hi = mid;
      else lo = mid;
    }
    return toHex(mix(fg, target, hi));
  }
  // No colour reaches the ratio on this background (mid-grey): the better extreme.
  return blackFirst ? '#000000' : '#ffffff';
}

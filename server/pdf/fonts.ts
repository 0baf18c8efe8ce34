// The fonts the portal's documents (server/documents/) and the reference services' labels and
// invoices print with, so every name the address book accepts comes out as typed: Noto Sans for Latin with its accents, Greek and Cyrillic, IBM Plex Sans Arabic for
// Arabic (its letters are whole glyphs, so the PDF's text reads back as typed; Noto Sans
// Arabic builds them from dotless shapes and dots, which copy and search cannot undo).
// pdfkit embeds them subset to the glyphs a document shows and shapes each run with fontkit
// (Arabic joining forms), but does not reorder bidirectional text: bidi-js gives the visual
// order of right-to-left and mixed lines, which are then drawn run by run.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';
import { create, type Font } from 'fontkit';

type Doc = PDFKit.PDFDocument;

const FILES = {
  Sans: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  'Sans-Bold': '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  Arabic: '@expo-google-fonts/ibm-plex-sans-arabic/400Regular/IBMPlexSansArabic_400Regular.ttf',
  'Arabic-Bold': '@expo-google-fonts/ibm-plex-sans-arabic/700Bold/IBMPlexSansArabic_700Bold.ttf',
} as const;

type FontName = keyof typeof FILES;

/** The document's own fonts, by the names `doc.font()` takes. */
export const FONT = { regular: 'Sans', bold: 'Sans-Bold' } as const satisfies Record<
  string,
  FontName
>;

/** Noto Sans's ascent: where pdfkit puts the baseline below a line's top. */
const ASCENT = 1.069;
/** Line pitch of the lines written here, as a multiple of the font size. */
const LINE_HEIGHT = 1.2;

let parsed: Record<FontName, Font> | undefined;

/**
 * The fonts, read and parsed once per process: pdfkit takes fontkit fonts as they are, and
 * parsing them for every document would cost far more than drawing it (≈170 ms a label).
 */
function fonts(): Record<FontName, Font> {
  if (!parsed) {
    const require = createRequire(import.meta.url);
    const open = (name: FontName) => {
      const font = create(readFileSync(require.resolve(FILES[name])));
      if (!('layout' in font)) throw new Error(`${FILES[name]} is a collection, not one font`);
      return withCharacters(font);
    };
    parsed = {
      Sans: open('Sans'),
      'Sans-Bold': open('Sans-Bold'),
      Arabic: open('Arabic'),
      'Arabic-Bold': open('Arabic-Bold'),
    };
  }
  return parsed;
}

/**
 * fontkit keeps one glyph object per glyph with the characters it was first made for, and
 * pdfkit writes those characters into the PDF's text layer. A glyph first made while pdfkit
 * subsets another document (as a part of an accented or joined letter) would have none, and
 * copy and search would lose that character in every later document. So every glyph the font
 * maps a character to is made up front with its character, the lowest first: a letter before
 * its compatibility twins, Arabic shaped forms and ligatures as their presentation forms,
 * which read back in logical order once a reader reverses a right-to-left line.
 */
function withCharacters(font: Font): Font {
  for (const codePoint of [...font.characterSet].sort((a, b) => a - b)) {
    font.glyphForCodePoint(codePoint);
  }
  return font;
}

/** Registers the fonts on a new document and makes Noto Sans its font. */
export function useFonts(doc: Doc): Doc {
  const all = fonts();
  // pdfkit accepts parsed fontkit fonts; its type definitions do not say so yet.
  for (const name of Object.keys(all) as FontName[]) {
    doc.registerFont(name, all[name] as unknown as Buffer);
  }
  return doc.font(FONT.regular);
}

const bidi = bidiFactory();

/** Characters the Arabic font draws: its script, and ASCII when a right-to-left run holds it. */
const ARABIC = /[\p{Script=Arabic}\u0600-\u06ff]/u;
const ASCII = /[\u0020-\u007e\u2026]/;
const MARK = /\p{M}/u;
/** Explicit direction controls: they steer the algorithm and print nothing. */
const CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** fontkit reverses a run itself when its first letter is of a right-to-left script. */
const SCRIPTED = /[^\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u;
const RTL_SCRIPT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

type Direction = 'ltr' | 'rtl' | 'auto';

interface Run {
  /** The text as handed to pdfkit, which fontkit lays out left to right. */
  text: string;
  font: FontName;
  /** Whether fontkit reverses it (Arabic letters), so it is laid out in one piece. */
  whole: boolean;
}

export interface LineOptions {
  width: number;
  size: number;
  bold?: boolean;
  /** 'start' (the default) is the left for a left-to-right line, the right for an Arabic one. */
  align?: 'start' | 'left' | 'right' | 'center';
}

/** One font per character: Arabic for its script, marks with their base, the rest Noto Sans. */
function fontsOf(text: string, levels: Uint8Array, bold: boolean): FontName[] {
  const sans: FontName = bold ? 'Sans-Bold' : 'Sans';
  const arabic: FontName = bold ? 'Arabic-Bold' : 'Arabic';
  const fonts: FontName[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (ARABIC.test(char)) fonts.push(arabic);
    else if (MARK.test(char) && i > 0) fonts.push(fonts[i - 1]!);
    else fonts.push(levels[i]! % 2 === 1 && ASCII.test(char) ? arabic : sans);
  }
  return fonts;
}

/** The line as runs in visual order, left to right, and whether it reads right to left. */
function layout(text: string, bold: boolean, direction: Direction): { runs: Run[]; rtl: boolean } {
  const embedding = bidi.getEmbeddingLevels(text, direction);
  const { levels } = embedding;
  const fonts = fontsOf(text, levels, bold);
  const order = bidi.getReorderedIndices(text, embedding);
  const runs: Run[] = [];
  let start = 0;
  while (start < order.length) {
    const first = order[start]!;
    const rtl = levels[first]! % 2 === 1;
    let end = start;
    for (
      let next = order[end + 1];
      next !== undefined &&
      levels[next] === levels[first] &&
      fonts[next] === fonts[first] &&
      next === order[end]! + (rtl ? -1 : 1);
      next = order[end + 1]
    ) {
      end += 1;
    }
    const from = Math.min(order[start]!, order[end]!);
    const to = Math.max(order[start]!, order[end]!);
    const logical = text.slice(from, to + 1).replace(CONTROLS, '');
    if (logical) runs.push(visualRun(logical, rtl, fonts[first]!));
    start = end + 1;
  }
  return { runs, rtl: (embedding.paragraphs[0]?.level ?? 0) % 2 === 1 };
}

/**
 * A run's text such that it ends in visual order once fontkit has laid it out: fontkit reverses
 * a run itself when its first letter is Arabic, but mirrors no brackets (IBM Plex Sans Arabic
 * has no rtlm feature), so right-to-left runs get their mirrored characters here.
 */
function visualRun(logical: string, rtl: boolean, font: FontName): Run {
  const letter = SCRIPTED.exec(logical)?.[0];
  const fontkitReverses = letter !== undefined && RTL_SCRIPT.test(letter);
  const chars = Array.from(logical).map((char) =>
    rtl ? (bidi.getMirroredCharacter(char) ?? char) : char,
  );
  return {
    text: (rtl === fontkitReverses ? chars : chars.reverse()).join(''),
    font,
    whole: fontkitReverses,
  };
}

/**
 * pdfkit lays text out word by word unless given features; a run fontkit reverses must be laid
 * out whole, or its words would come out in reading order instead of visual order.
 */
const features = (run: Run): PDFKit.Mixins.TextOptions => (run.whole ? { features: [] } : {});

interface Measured {
  runs: Run[];
  widths: number[];
  total: number;
  rtl: boolean;
}

function measure(
  doc: Doc,
  text: string,
  size: number,
  bold: boolean,
  direction: Direction,
): Measured {
  const { runs, rtl } = layout(text, bold, direction);
  const widths = runs.map((run) =>
    doc.font(run.font).fontSize(size).widthOfString(run.text, features(run)),
  );
  return { runs, widths, total: widths.reduce((sum, width) => sum + width, 0), rtl };
}

/** Width of the text as `printLine` draws it. */
function widthOf(doc: Doc, text: string, size: number, bold = false): number {
  return measure(doc, text, size, bold, 'auto').total;
}

/**
 * Writes the text on one line whose top is `y`, cut with an ellipsis when too wide, each
 * script in its font and right-to-left runs in visual order. Leaves `doc.y` below the line.
 */
export function printLine(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  options: LineOptions,
  direction: Direction = 'auto',
): number {
  const bold = options.bold ?? false;
  let line = measure(doc, text, options.size, bold, direction);
  if (line.total > options.width) {
    const chars = Array.from(text);
    do {
      chars.pop();
      line = measure(doc, `${chars.join('').trimEnd()}…`, options.size, bold, direction);
    } while (chars.length > 1 && line.total > options.width);
  }
  const start = line.rtl ? 'right' : 'left';
  const align = !options.align || options.align === 'start' ? start : options.align;
  const free = Math.max(0, options.width - line.total);
  let left = x + (align === 'right' ? free : align === 'center' ? free / 2 : 0);
  const baseline = y + ASCENT * options.size;
  line.runs.forEach((run, index) => {
    doc.font(run.font).fontSize(options.size);
    doc.text(run.text, left, baseline, {
      lineBreak: false,
      baseline: 'alphabetic',
      ...features(run),
    });
    left += line.widths[index]!;
  });
  doc.font(bold ? FONT.bold : FONT.regular).fontSize(options.size);
  doc.x = x;
  doc.y = y + LINE_HEIGHT * options.size;
  return doc.y;
}

/** Whether the text as a whole reads right to left (its first strong letter is Arabic). */
export function readingDirection(text: string): 'ltr' | 'rtl' {
  return layout(text, false, 'auto').rtl ? 'rtl' : 'ltr';
}

/**
 * The text wrapped at spaces into at most `maxLines` lines, the last one holding whatever is
 * left (`printLine` cuts it with an ellipsis when it runs over).
 */
export function wrapLines(
  doc: Doc,
  text: string,
  options: Pick<LineOptions, 'width' | 'size' | 'bold'> & { maxLines: number },
): string[] {
  const words = text.trim().split(/\s+/);
  const lines: string[] = [];
  let current = '';
  for (const [index, word] of words.entries()) {
    const candidate = current ? `${current} ${word}` : word;
    if (!current || widthOf(doc, candidate, options.size, options.bold) <= options.width) {
      current = candidate;
      continue;
    }
    if (lines.length === options.maxLines - 1) {
      current = words.slice(index - current.split(' ').length).join(' ');
      break;
    }
    lines.push(current);
    current = word;
  }
  lines.push(current);
  return lines;
}

/**
 * Writes the text wrapped at spaces over at most `maxLines` lines, the last one cut with an
 * ellipsis when the text runs over. Lines keep the direction of the whole text.
 */
export function printLines(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  options: LineOptions & { maxLines: number },
): number {
  const direction = readingDirection(text);
  let next = y;
  for (const line of wrapLines(doc, text, options)) {
    next = printLine(doc, line, x, next, options, direction);
  }
  return next;
}

// The AWB label in ZPL II for thermal printers (extension: `format=zpl` on the label call):
// the PDF label's content (label-pdf.ts) on a 4x6 inch label at 203 dpi, plus which package
// of the shipment it is, so a parcel of several pieces can be checked at a glance.
import type { LabelData } from './label-pdf';

export interface ZplLabelData extends LabelData {
  /** This package's place among the shipment's packages, 1-based. */
  piece: { number: number; of: number };
}

export const ZPL_DPI = 203;
/** 4 x 6 inches at 203 dpi. */
export const ZPL_SIZE = { width: 812, height: 1218 } as const;
const MARGIN = 20;
const INNER = ZPL_SIZE.width - 2 * MARGIN;

/** Font 0 is scalable; its characters average a little over half their height in width. */
const CHAR_WIDTH = 0.56;

/** One line of text in `width` dots at `size`: control characters out, cut to fit. */
export function fitLine(text: string, width: number, size: number): string {
  const clean = text.replace(/[\p{Cc}\s]+/gu, ' ').trim();
  const room = Math.max(1, Math.floor(width / (size * CHAR_WIDTH)));
  if ([...clean].length <= room) return clean;
  return `${[...clean]
    .slice(0, Math.max(1, room - 3))
    .join('')
    .trimEnd()}...`;
}

/**
 * Field data under ^FH: the command prefixes (^ and ~) and the hex indicator (_) would end or
 * change the field, so they travel as hex, as ZPL's ^FH allows.
 */
export function zplText(text: string): string {
  return text.replace(/[_^~]/g, (c) => `_${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

interface TextOptions {
  size: number;
  width?: number;
  align?: 'L' | 'C' | 'R';
  reverse?: boolean;
}

/** A text field at (x, y): font 0, one line, cut to its width. */
function text(x: number, y: number, value: string, options: TextOptions): string {
  const width = options.width ?? INNER - (x - MARGIN) - 16;
  const line = fitLine(value, width, options.size);
  return (
    `^FO${x},${y}^A0N,${options.size},${options.size}${options.reverse ? '^FR' : ''}` +
    `^FB${width},1,0,${options.align ?? 'L'}^FH^FD${zplText(line)}^FS`
  );
}

const rule = (y: number, thickness = 3) =>
  `^FO${MARGIN},${y}^GB${INNER},${thickness},${thickness}^FS`;

/** Code 128: digits in pairs (subset C) when they pair up, else subset B, with its width. */
function barcode(awb: string, y: number, height: number): string {
  const pairs = /^\d+$/.test(awb) && awb.length % 2 === 0;
  const symbols = pairs ? awb.length / 2 : awb.length;
  // Start, data, check digit: 11 modules each; the stop pattern is 13.
  const modules = 11 * (symbols + 2) + 13;
  const module = Math.max(2, Math.min(4, Math.floor((INNER - 40) / modules)));
  const x = Math.max(MARGIN + 20, Math.round((ZPL_SIZE.width - modules * module) / 2));
  const data = pairs ? `>;${awb}` : `>:${zplText(awb)}`;
  return `^FO${x},${y}^BY${module},3,${height}^BCN,${height},N,N,N^FH^FD${data}^FS`;
}

function party(
  title: string,
  who: LabelData['sender'],
  top: number,
  size: { name: number; line: number; lines: number },
): string[] {
  const x = MARGIN + 16;
  const out = [
    text(x, top + 10, title, { size: 20 }),
    text(x, top + 34, who.name, { size: size.name }),
  ];
  const lines = who.lines.filter((line) => line.trim() !== '').slice(0, size.lines);
  let y = top + 34 + size.name + 8;
  for (const line of lines) {
    out.push(text(x, y, line, { size: size.line }));
    y += size.line + 6;
  }
  return out;
}

/** Weight, reference and piece in three boxes, the way sorters read them. */
function facts(label: ZplLabelData, top: number, height: number): string[] {
  const cell = INNER / 3;
  const cells: Array<[string, string]> = [
    ['WEIGHT', label.weight],
    ['REFERENCE', label.reference?.trim() || '-'],
    ['PACKAGE', `${label.piece.number} of ${label.piece.of}`],
  ];
  return cells.flatMap(([title, value], i) => {
    const x = Math.round(MARGIN + i * cell);
    const width = Math.round(cell) - 24;
    return [
      ...(i > 0 ? [`^FO${x},${top}^GB3,${height},3^FS`] : []),
      text(x + 12, top + 12, title, { size: 20, width }),
      text(x + 12, top + 42, value, { size: 34, width }),
    ];
  });
}

export function renderLabelZpl(label: ZplLabelData): string {
  const header = 100;
  const from = MARGIN + header + 4;
  const to = from + 224;
  const factsTop = to + 312;
  const codeTop = factsTop + 100 + 30;
  const lines = [
    '^XA',
    '^CI28',
    `^PW${ZPL_SIZE.width}`,
    `^LL${ZPL_SIZE.height}`,
    '^LH0,0',
    `^FO${MARGIN},${MARGIN}^GB${INNER},${ZPL_SIZE.height - 2 * MARGIN},4^FS`,
    // The header band in black, its text reversed out of it.
    `^FO${MARGIN},${MARGIN}^GB${INNER},${header},${header}^FS`,
    text(MARGIN + 20, MARGIN + 16, label.service.toUpperCase(), {
      size: 46,
      width: 460,
      reverse: true,
    }),
    text(MARGIN + 20, MARGIN + 68, 'SHIPPING LABEL', { size: 20, width: 300, reverse: true }),
    text(MARGIN + 500, MARGIN + 18, 'DATE', { size: 20, width: 252, align: 'R', reverse: true }),
    text(MARGIN + 500, MARGIN + 46, label.createdAt, {
      size: 24,
      width: 252,
      align: 'R',
      reverse: true,
    }),
    ...party('FROM', label.sender, from, { name: 28, line: 24, lines: 5 }),
    rule(to),
    ...party('TO', label.receiver, to, { name: 40, line: 30, lines: 6 }),
    rule(factsTop),
    ...facts(label, factsTop, 100),
    rule(factsTop + 100),
    barcode(label.awb, codeTop, 220),
    text(MARGIN, codeTop + 240, label.awb.split('').join(' '), {
      size: 44,
      width: INNER,
      align: 'C',
    }),
    text(MARGIN, codeTop + 292, 'AWB', { size: 20, width: INNER, align: 'C' }),
    '^PQ1',
    '^XZ',
  ];
  return `${lines.join('\n')}\n`;
}

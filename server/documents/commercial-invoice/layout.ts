// Where a commercial invoice's parts go on an A4 page, in points from the top left of a page
// read left to right; a page in Arabic is drawn mirrored (`Mirror`).

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 40;
export const WIDTH = A4.width - 2 * MARGIN;
/** The footer's line; rows and the closing block stay above it. */
export const FOOTER_Y = A4.height - MARGIN + 6;
export const BOTTOM = A4.height - MARGIN - 8;

export const COLOR = {
  ink: '#111111',
  muted: '#555555',
  rule: '#D1D5DB',
  shade: '#F3F4F6',
  brand: '#FF671F',
} as const;

/** The facts under the title: two rows of four boxes. */
export const FACTS = { top: 76, rowHeight: 30, columns: 4 } as const;
/** The exporter and importer, side by side below the facts. */
export const PARTIES = { top: 150, gap: 16, width: (WIDTH - 16) / 2 } as const;
/** A continued page's running head; its table header follows. */
export const CONTINUED_TOP = MARGIN + 24;

export const TEXT = {
  caption: 7.5,
  value: 9.5,
  party: 9,
  company: 10.5,
  cell: 8.5,
  header: 7.5,
} as const;
/** Line pitch of `printLine`, as a multiple of the size. */
export const PITCH = 1.2;
export const CELL_PADDING = { x: 4, y: 5 } as const;
export const DESCRIPTION_LINES = 3;

export type Align = 'start' | 'end' | 'center';

export interface Column {
  /** The column's heading, in the catalogs. */
  title: string;
  width: number;
  align: Align;
}

/** The items' table, from the reading start: the description takes what the figures leave. */
export const COLUMNS: readonly Column[] = [
  { title: /*i18n*/ 'Description', width: WIDTH - 334, align: 'start' },
  { title: /*i18n*/ 'HS code', width: 62, align: 'start' },
  { title: /*i18n*/ 'Country of origin', width: 52, align: 'center' },
  { title: /*i18n*/ 'Quantity', width: 48, align: 'end' },
  { title: /*i18n*/ 'Unit value', width: 84, align: 'end' },
  { title: /*i18n*/ 'Line total', width: 88, align: 'end' },
];

/** Each column's left edge on a left-to-right page. */
export const COLUMN_X: readonly number[] = COLUMNS.map(
  (_, i) => MARGIN + COLUMNS.slice(0, i).reduce((sum, column) => sum + column.width, 0),
);

/** The totals' box, at the end of the line under the table. */
export const TOTALS = { width: 240, row: 15 } as const;

/**
 * Positions on the page as drawn: a box's left edge and an alignment, given as on a
 * left-to-right page, mirrored for a right-to-left one.
 */
export class Mirror {
  constructor(readonly rtl: boolean) {}

  /** The left edge of a box `width` wide that starts `x` from the page's left edge in LTR. */
  x(x: number, width: number): number {
    return this.rtl ? A4.width - x - width : x;
  }

  align(align: Align): 'left' | 'right' | 'center' {
    if (align === 'center') return 'center';
    return (align === 'start') !== this.rtl ? 'left' : 'right';
  }
}

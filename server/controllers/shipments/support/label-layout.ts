/**
 * Where the labels of a batch go on its pages, in PDF points: the page sizes and slots of
 * each layout, and the matrix that fits a label's page into a slot. Plain geometry, so it
 * is had without loading pdf-lib (label-sheets.ts, which draws with it).
 */

/** PDF points per inch and per millimetre. */
const PT_PER_IN = 72;
const PT_PER_MM = 72 / 25.4;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SheetLayout {
  /** The batch's page size, in points. */
  page: { width: number; height: number };
  /** Where labels go on a page, in the order they are filled. */
  slots: readonly Box[];
}

/** One 4×6 in label per page: 288×432 pt. */
export const LAYOUT_4X6: SheetLayout = {
  page: { width: 4 * PT_PER_IN, height: 6 * PT_PER_IN },
  slots: [{ x: 0, y: 0, width: 4 * PT_PER_IN, height: 6 * PT_PER_IN }],
};

const A4 = { width: 210 * PT_PER_MM, height: 297 * PT_PER_MM };
const A6 = { width: 105 * PT_PER_MM, height: 148 * PT_PER_MM };

/**
 * Four A6 labels (105×148 mm) per A4 sheet, as DPD prints them: 1 top left, 2 top right,
 * 3 bottom left, 4 bottom right, the pair of rows against the sheet's top edge (A4 is 1 mm
 * taller than two A6, which sheets of A6 labels leave at the bottom).
 */
export const LAYOUT_A4: SheetLayout = {
  page: A4,
  slots: [0, 1, 2, 3].map((i) => ({
    x: (i % 2) * A6.width,
    y: A4.height - (Math.floor(i / 2) + 1) * A6.height,
    width: A6.width,
    height: A6.height,
  })),
};

/** a b c d e f, as PDF's `cm` takes it. */
export type Matrix = readonly [number, number, number, number, number, number];

/**
 * The matrix that draws a page of `width`×`height` (its box moved to 0,0) turned by
 * `rotate` degrees clockwise (a page's /Rotate), scaled to fit `slot` whole and centred in
 * it. A label that is landscape where the slot is portrait (or the other way round) is
 * turned a quarter more, so it fills the slot rather than a third of it.
 */
export function placement(width: number, height: number, rotate: number, slot: Box): Matrix {
  let turn = (((Math.round(rotate / 90) * 90) % 360) + 360) % 360;
  const shown = turn % 180 === 0 ? { w: width, h: height } : { w: height, h: width };
  if (shown.w !== shown.h && shown.w > shown.h !== slot.width > slot.height) {
    turn = (turn + 90) % 360;
    [shown.w, shown.h] = [shown.h, shown.w];
  }
  // The turned page, its lower left corner at 0,0 (x' = a x + c y + e, y' = b x + d y + f).
  const turned: Record<number, Matrix> = {
    0: [1, 0, 0, 1, 0, 0],
    90: [0, -1, 1, 0, 0, width],
    180: [-1, 0, 0, -1, width, height],
    270: [0, 1, -1, 0, height, 0],
  };
  const [a, b, c, d, e, f] = turned[turn]!;
  const s = Math.min(slot.width / shown.w, slot.height / shown.h);
  const tx = slot.x + (slot.width - shown.w * s) / 2;
  const ty = slot.y + (slot.height - shown.h * s) / 2;
  return [a * s, b * s, c * s, d * s, e * s + tx, f * s + ty];
}

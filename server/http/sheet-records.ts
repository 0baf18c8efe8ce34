/**
 * What the sheet readers share: the limits an upload is held to, the non-blank records each
 * reader yields (with the row number a spreadsheet shows), and a cell's text as a person
 * sees it.
 */

export interface SheetLimits {
  maxBytes: number;
  maxRows: number;
}

/** The non-blank rows of a file, each with its number as a spreadsheet shows it. */
export type Records = Array<{ row: number; cells: string[] }>;

/** The portal's own export neutralises formula-like cells with a leading apostrophe. */
const restored = (cell: string) => (/^'[=@+\-\t\r]/.test(cell) ? cell.slice(1) : cell);
export const cellText = (cell: string) => restored(cell.trim()).trim();

export const startsWith = (bytes: Buffer, ...signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
export const ascii = (bytes: Buffer, at: number, text: string) =>
  bytes.subarray(at, at + text.length).toString('latin1') === text;

/** The CSV import's preview and summary, as the import page shows them. */

/**
 * What the portal's session holds of an import: its id in the side store (and the account, so a
 * switch of account drops it without reading the store).
 */
export interface AddressImport {
  id: string;
  client: number;
}

export interface ImportRowView {
  /** The row as a spreadsheet numbers it (the header is row 1). */
  row: number;
  /** Who and where, as read from the file. */
  summary: string;
  /** Empty when the row is ready to be added; else 'Email Address: …' per problem. */
  errors: string[];
}

export interface ImportPreview {
  fileName: string;
  rows: ImportRowView[];
  ready: number;
}

export interface ImportResult {
  added: number;
  failed: Array<{ row: number; message: string }>;
}

/** spec-like limits of an upload: the form body limit, and rows one preview can show. */
export const IMPORT_MAX_BYTES = 1024 * 1024;
export const IMPORT_MAX_ROWS = 1000;

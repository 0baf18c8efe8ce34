import { firstValue as first, parsePage, parsePerPage, parseSearch, QUERY } from './query';

/**
 * Batch labels (docs/architecture.md): the query of `shipments.labels`, read by the server and
 * written by My Shipments, so both sides use the same names and limits.
 */

/** The files a batch of labels can be had as. */
export const LABEL_FORMATS = [
  {
    value: 'pdf-4x6',
    label: 'PDF 4×6',
    description: /*i18n*/ 'One 4×6 in label per page, for label printers.',
  },
  {
    value: 'pdf-a4',
    label: /*i18n*/ 'PDF A4, 4 per sheet',
    description: /*i18n*/ 'Four A6 labels (105×148 mm) per A4 sheet, for office printers.',
  },
  {
    value: 'zpl',
    label: 'ZPL',
    description: /*i18n*/ 'ZPL II for thermal printers (Zebra and compatible).',
  },
] as const;

export type LabelFormat = (typeof LABEL_FORMATS)[number]['value'];

/** Where on an A4 sheet the first label goes: 1 top left, 2 top right, 3, 4 below them. */
export const SHEET_POSITIONS = [1, 2, 3, 4] as const;
export type SheetPosition = (typeof SHEET_POSITIONS)[number];

/**
 * The most shipments one download takes: far above a day's batch of the customers who
 * ship most, low enough that the file stays a download rather than a job.
 */
export const MAX_LABEL_SHIPMENTS = 1000;

export const LABELS_QUERY = {
  /** Chosen shipment ids, comma-separated. */
  shipments: 'shipments',
  /** `all=1`: every shipment of My Shipments' filter and search (its own query names). */
  all: 'all',
  format: 'format',
  /** The first label's place on the first A4 sheet. */
  start: 'start',
} as const;

/** Which shipments a labels address chooses. */
export type LabelChoice =
  | { kind: 'shipments'; ids: string[] }
  | { kind: 'filter'; filter: string | undefined; search: string | undefined }
  | { kind: 'none' }
  | { kind: 'invalid' }
  | { kind: 'too-many' };

/** What a labels address asks for, once read; an unknown format is `undefined`. */
export interface LabelRequest {
  format: LabelFormat | undefined;
  start: SheetPosition;
  choice: LabelChoice;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

export function parseLabelFormat(value: unknown): LabelFormat | undefined {
  const text = first(value)?.trim().toLowerCase();
  return LABEL_FORMATS.find((f) => f.value === text)?.value;
}

/** 1 to 4; anything else is the sheet's first place. */
export function parseSheetPosition(value: unknown): SheetPosition {
  const n = Number(first(value)?.trim());
  return SHEET_POSITIONS.find((p) => p === n) ?? 1;
}

/** The request of a labels address: ids, or `all=1` with the list's own filter and search. */
export function parseLabelRequest(query: Record<string, unknown>): LabelRequest {
  const format = parseLabelFormat(query[LABELS_QUERY.format]);
  const start = parseSheetPosition(query[LABELS_QUERY.start]);
  return { format, start, choice: parseChoice(query) };
}

function parseChoice(query: Record<string, unknown>): LabelChoice {
  if (first(query[LABELS_QUERY.all]) === '1') {
    return {
      kind: 'filter',
      filter: first(query[QUERY.filter]),
      search: first(query[QUERY.search]),
    };
  }
  const raw = first(query[LABELS_QUERY.shipments]);
  if (raw === undefined || raw.trim() === '') return { kind: 'none' };
  const ids = [...new Set(raw.split(',').map((id) => id.trim()))];
  if (ids.length > MAX_LABEL_SHIPMENTS) return { kind: 'too-many' };
  if (!ids.every((id) => ID.test(id))) return { kind: 'invalid' };
  return { kind: 'shipments', ids };
}

/**
 * The query of a labels address for chosen ids, or for every row of a list's view. The
 * view (the list's own query) comes along with ids too: only `all=1` reads it for the
 * shipments, but the error page of a batch that fails leads back to it (`labelsWayBack`).
 */
export function labelsQuery(
  selection:
    | { ids: readonly string[]; view?: Record<string, string | number> }
    | { view: Record<string, string | number> },
  format: LabelFormat,
  start: SheetPosition,
): Record<string, string | number> {
  const query: Record<string, string | number> =
    'ids' in selection
      ? { ...selection.view, [LABELS_QUERY.shipments]: selection.ids.join(',') }
      : { ...selection.view, [LABELS_QUERY.all]: 1 };
  query[LABELS_QUERY.format] = format;
  if (format === 'pdf-a4' && start !== 1) query[LABELS_QUERY.start] = start;
  return query;
}

/** The file name of a batch, by its format and the day. */
export const labelsFileName = (format: LabelFormat, day: string) =>
  `labels-${day}${format === 'pdf-a4' ? '-a4' : ''}.${format === 'zpl' ? 'zpl' : 'pdf'}`;

/** Longer filter values are no provider's status: the way back leaves them out. */
const MAX_FILTER_LENGTH = 64;

/**
 * The query of My Shipments as it was when a labels address was made: its view (filter,
 * search, page, page size) and the rows chosen, so the error page of a batch that cannot
 * be had leads back to the same rows, still chosen, to change and try again. A choice the
 * portal could not read is left unchosen.
 */
export function labelsWayBack(query: Record<string, unknown>): Record<string, string | number> {
  const back: Record<string, string | number> = {};
  const filter = first(query[QUERY.filter])?.trim();
  if (filter && filter.length <= MAX_FILTER_LENGTH) back[QUERY.filter] = filter;
  const search = parseSearch(query[QUERY.search]);
  if (search) back[QUERY.search] = search;
  const page = parsePage(query[QUERY.page]);
  if (page > 1) back[QUERY.page] = page;
  const perPage = parsePerPage(query[QUERY.perPage]);
  if (perPage !== null) back[QUERY.perPage] = perPage;
  const { choice } = parseLabelRequest(query);
  if (choice.kind === 'filter') back[QUERY.selected] = 'all';
  if (choice.kind === 'shipments') back[QUERY.selected] = choice.ids.join(',');
  return back;
}

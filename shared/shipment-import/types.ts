/** The shipments import's screens, as the server gives them to the page (shared/pages.ts). */
import type { Money } from '../billing/types';

/** Largest file taken, and most rows in one. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 1000;

/** One problem of a row, under the column it is in: 'row 7, Weight: Weight is required'. */
export interface RowProblem {
  column: string;
  message: string;
}

/** A row as the preview and the result show it. */
export interface RowSummary {
  /** As a spreadsheet numbers it: the header is row 1. */
  row: number;
  consignee: string;
  destination: string;
  reference: string;
}

/** A ready row's price and delivery date, as the provider quoted them, or why it has none. */
export type RowPrice = { total: Money; estimatedDate: string } | { unavailable: string };

export interface PreviewRow extends RowSummary {
  errors: RowProblem[];
  price?: RowPrice;
}

/**
 * What the preview says of prices (the provider's rating call, a contract extension):
 * the batch's total (one per currency) over the rows priced, or that the provider offers
 * no prices, or that they could not be fetched this time.
 */
export type PreviewPrices =
  | { state: 'priced'; totals: Money[]; priced: number; unpriced: number }
  | { state: 'not-offered' }
  | { state: 'failed' };

export interface MappingColumn {
  key: string;
  header: string;
  required: boolean;
  hint?: string;
  /** The file's header it is read from; '' when none. */
  mapped: string;
}

export interface JobProgress {
  state: 'queued' | 'active' | 'cancelling' | 'done' | 'failed' | 'cancelled';
  done: number;
  failed: number;
  left: number;
  total: number;
}

/** Each outcome in words, as the result screen and its CSV say it. */
export const OUTCOMES = {
  created: /*i18n*/ 'Created',
  existed: /*i18n*/ 'Already created',
  skipped: /*i18n*/ 'Not sent (cancelled)',
  failed: /*i18n*/ 'Not created',
} as const;

export interface ResultRow extends RowSummary {
  /** Created now, created by an earlier upload of this file, not sent (cancelled), or refused. */
  outcome: 'created' | 'existed' | 'skipped' | 'failed';
  awbs: string[];
  shipmentId?: string;
  error?: string;
}

export type ImportScreen =
  | { stage: 'upload' }
  | {
      stage: 'mapping';
      fileName: string;
      rowCount: number;
      headers: string[];
      /** The first data row's cell under each header, to recognise a column by. */
      sample: Record<string, string>;
      columns: MappingColumn[];
      /** The mapping came (partly) from the one saved for the account. */
      savedMapping: boolean;
      /** The provider keeps no mappings: the choice lasts for this file only. */
      mappingNotKept: boolean;
    }
  | {
      stage: 'preview';
      fileName: string;
      counts: { total: number; ready: number; errors: number };
      prices: PreviewPrices;
      /** One page of the rows the filter shows. */
      rows: Paged<PreviewRow, PreviewFilter>;
    }
  | { stage: 'running'; fileName: string; progress: JobProgress }
  | {
      stage: 'result';
      fileName: string;
      progress: JobProgress;
      counts: Record<ResultRow['outcome'], number>;
      rows: Paged<ResultRow, ResultFilter>;
      /** The shipments booked (now or before), for their labels. */
      shipmentIds: string[];
    };

export type PreviewFilter = 'all' | 'ready' | 'errors';
export type ResultFilter = 'all' | 'booked' | 'failed';

/** A page of a long list of rows, paged by the server (?page=, ?rows=). */
export interface Paged<Row, Filter extends string> {
  items: Row[];
  page: number;
  lastPage: number;
  filter: Filter;
}

/** Rows per page of the preview and the result. */
export const ROWS_PER_PAGE = 50;

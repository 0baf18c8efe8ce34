/** The kit table's props, apart so its phone cards and row controls share them with it. */
import type { I18n } from '@lingui/core';
import type { Key, ReactNode } from 'react';

export interface Column<Row> {
  /** Unique per table. */
  key: string;
  /** Words marked for the catalogs (`/*i18n*\/ 'Status'`), drawn in the reader's language. */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** 'end' aligns numbers and actions to the end of the line (the right in English). */
  align?: 'start' | 'end';
  className?: string;
  /** Left out of the phone card (e.g. a column already shown as the card's title). */
  hideOnMobile?: boolean;
}

/** A column of boxes to choose rows with, and one in the header for the whole page. */
export interface TableSelection {
  selected: ReadonlySet<Key>;
  onToggle: (key: Key, on: boolean) => void;
  onTogglePage: (on: boolean) => void;
  /** The header box's name: 'Select all shipments on this page'. */
  pageLabel: string;
}

export interface TableProps<Row> {
  /** Names the table for assistive technology (visually hidden). */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Content shown under a row when it is expanded; rows expand only with this. */
  expanded?: (row: Row) => ReactNode;
  /** Visible heading of the toggle column (e.g. 'Track'); visually hidden 'Details' if not given. */
  expanderHeader?: string;
  /** Name of a row for its toggle ('Show details for …'). */
  rowLabel?: (row: Row) => string;
  /** Shown when there are no rows (e.g. an EmptyState). */
  empty?: ReactNode;
  /**
   * Below 768 px: 'cards' (each row a card of label: value lines) or 'scroll' (the table
   * scrolls sideways inside its own box). Never the whole page.
   */
  mobile?: 'cards' | 'scroll';
  /**
   * A closing row (totals): its cell under each column, and its heading in the first
   * cell. On phones it is the last card.
   */
  footer?: { label: string; cell: (column: Column<Row>) => ReactNode };
  /** Rows can be chosen: a box at the start of each row (and card), and one in the header. */
  selection?: TableSelection;
  /** Id of the table (or of the list of cards), e.g. for aria-describedby. */
  id?: string;
  className?: string;
}

/** A column's header in the reader's language: its words if they are a catalog message. */
export const headerOf = (i18n: I18n, header: ReactNode): ReactNode =>
  typeof header === 'string' ? i18n._(header) : header;

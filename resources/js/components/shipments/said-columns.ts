import type { I18n } from '@lingui/core';
import type { Column } from '@/components/ui';

/**
 * A list's columns with their headers in the page's language, for a ListCard, which draws
 * them as given (the table and its own cards say them themselves): the headers are marked
 * for the catalogs where the columns are written (`header: /*i18n*\/ 'Status'`) and said
 * here (docs/i18n.md).
 */
export const saidColumns = <Row>(i18n: I18n, columns: readonly Column<Row>[]): Column<Row>[] =>
  columns.map((column) => ({
    ...column,
    header: typeof column.header === 'string' ? i18n._(column.header) : column.header,
  }));

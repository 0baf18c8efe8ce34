// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReportView } from '../../../shared/reports/types';
import { ReportTable } from '../../../resources/js/components/reports/report-table';

afterEach(cleanup);

const report: ReportView = {
  kind: 'shipments-by-destination',
  from: '2026-01-01',
  to: '2026-01-31',
  columns: [
    { key: 'country', label: 'Country', numeric: false },
    { key: 'count', label: 'Shipments', numeric: true },
    { key: 'packages', label: 'Packages', numeric: true },
  ],
  rows: [
    { country: 'Lebanon', count: 1200, packages: 1500 },
    { country: 'France', count: 3, packages: 4 },
  ],
  totals: { count: 1203, packages: 1504 },
};

describe('ReportTable (the kit table with a totals row)', () => {
  it('shows the rows under the columns and closes with a Total row', () => {
    render(<ReportTable report={report} id="report-table" />);
    const table = screen.getByRole('table');
    expect(table.id).toBe('report-table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Lebanon', '1,200', '1,500']);
    const total = rows[3]!;
    expect(within(total).getByRole('rowheader').textContent).toBe('Total');
    expect(
      within(total)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1,203', '1,504']);
    expect(total.parentElement?.tagName).toBe('TFOOT');
  });

  it('has no totals row without totals', () => {
    render(<ReportTable report={{ ...report, totals: {} }} id="t" />);
    expect(screen.queryByRole('rowheader')).toBeNull();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
  });
});

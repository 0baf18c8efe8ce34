import { describe, expect, it } from 'vitest';
import { issueErrors } from '../../../shared/forms/errors';
import { reportForm } from '../../../shared/forms/reports';
import { chartSeries } from '../../../shared/reports/chart';
import { defaultReportQuery, REPORT_KINDS } from '../../../shared/reports/kinds';
import type { ReportView } from '../../../shared/reports/types';
import { reportCsvRows } from '../../../server/controllers/reports/support/export-rows';

const errorsOf = (value: unknown) => {
  const result = reportForm.safeParse(value);
  return result.success ? {} : issueErrors(result.error.issues);
};

describe('reportForm', () => {
  it('accepts a kind and a range of up to 366 days', () => {
    expect(errorsOf({ kind: 'shipments-by-day', from: '2024-01-01', to: '2025-01-01' })).toEqual(
      {},
    );
    expect(errorsOf({ kind: 'pickups-by-status', from: '2026-01-05', to: '2026-01-05' })).toEqual(
      {},
    );
  });

  it('refuses From after To under both fields', () => {
    expect(errorsOf({ kind: 'shipments-by-day', from: '2026-03-10', to: '2026-03-01' })).toEqual({
      from: 'From must be on or before To',
      to: 'To must be on or after From',
    });
  });

  it('refuses more than 366 days apart', () => {
    const errors = errorsOf({ kind: 'shipments-by-day', from: '2024-01-01', to: '2025-01-02' });
    expect(errors.from).toBe('From and To may be at most 366 days apart');
    expect(errors.to).toBe('From and To may be at most 366 days apart');
  });

  it('asks for each field, a known kind and real dates', () => {
    expect(errorsOf({ kind: '', from: '', to: '' })).toEqual({
      kind: 'Report is required',
      from: 'From is required',
      to: 'To is required',
    });
    expect(errorsOf({ kind: 'x', from: '2026-02-30', to: 'soon' })).toEqual({
      kind: 'Report is required',
      from: 'From must be a date',
      to: 'To must be a date',
    });
  });

  it('defaults to the first kind over the last 30 days, today included', () => {
    expect(defaultReportQuery('2026-03-01')).toEqual({
      kind: REPORT_KINDS[0].value,
      from: '2026-01-31',
      to: '2026-03-01',
    });
  });
});

const byDay: ReportView = {
  kind: 'shipments-by-day',
  from: '2026-01-01',
  to: '2026-01-02',
  columns: [
    { key: 'date', label: 'Date', numeric: false },
    { key: 'created', label: 'Created', numeric: true },
    { key: 'delivered', label: 'Delivered', numeric: true },
  ],
  rows: [
    { date: '2026-01-01', created: 2, delivered: 1 },
    { date: '2026-01-02', created: 0, delivered: 3 },
  ],
  totals: { created: 2, delivered: 4 },
};

const pickups: ReportView = {
  kind: 'pickups-by-status',
  from: '2026-01-01',
  to: '2026-01-31',
  columns: [
    { key: 'status', label: 'Status', numeric: false },
    { key: 'count', label: 'Pickups', numeric: true },
    { key: 'packages', label: 'Packages', numeric: true },
    { key: 'weight', label: 'Total Weight (kg)', numeric: true },
  ],
  rows: [{ status: 'Pending', count: 2, packages: 5, weight: 12.5 }],
  totals: { count: 2, packages: 5, weight: 12.5 },
};

describe('chartSeries', () => {
  it('draws days as lines of each count, labelled by date', () => {
    expect(chartSeries(byDay)).toEqual({
      type: 'line',
      labels: ['2026-01-01', '2026-01-02'],
      series: [
        { key: 'created', label: 'Created', values: [2, 0] },
        { key: 'delivered', label: 'Delivered', values: [1, 3] },
      ],
    });
  });

  it('draws pickups as bars of counts, leaving the weight out', () => {
    const shape = chartSeries(pickups);
    expect(shape.type).toBe('bar');
    expect(shape.series.map((s) => s.key)).toEqual(['count', 'packages']);
  });

  it('draws every numeric column of a report kind it does not know', () => {
    const shape = chartSeries({ ...pickups, kind: 'other' });
    expect(shape.series.map((s) => s.key)).toEqual(['count', 'packages', 'weight']);
  });
});

describe('reportCsvRows', () => {
  it('writes the column labels, the rows and a totals row', () => {
    expect(reportCsvRows(pickups)).toEqual({
      header: ['Status', 'Pickups', 'Packages', 'Total Weight (kg)'],
      rows: [
        ['Pending', '2', '5', '12.5'],
        ['Total', '2', '5', '12.5'],
      ],
    });
  });

  it('leaves the totals row out when there are no totals', () => {
    expect(reportCsvRows({ ...byDay, totals: {} }).rows).toHaveLength(2);
  });
});

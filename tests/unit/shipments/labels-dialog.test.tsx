// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ziggyConfig } from '../../../server/routing/ziggy';
import { syncZiggy } from '../../../resources/js/lib/ziggy';
import { LabelsDialog } from '../../../resources/js/components/shipments/labels-dialog';
import { parseLabelRequest } from '../../../shared/shipments/labels';

beforeAll(() => {
  syncZiggy({ ziggy: ziggyConfig('http://portal.test') });
});
afterEach(cleanup);

const noop = () => undefined;
const queryOf = (href: string) =>
  Object.fromEntries(new URL(href, 'http://portal.test').searchParams);

describe('Download labels', () => {
  it('links to the chosen shipments’ labels in the chosen format', async () => {
    render(
      <LabelsDialog open onClose={noop} choice={{ ids: ['7', '9'] }} shipments={2} packages={3} />,
    );
    expect(screen.getByText('2 shipments, 3 labels, in one file.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Download PDF 4×6 (opens in a new tab)' });
    expect(new URL(link.getAttribute('href')!, 'http://portal.test').pathname).toBe(
      '/shipments/labels',
    );
    const request = parseLabelRequest(queryOf(link.getAttribute('href')!));
    expect(request).toEqual({
      format: 'pdf-4x6',
      start: 1,
      choice: { kind: 'shipments', ids: ['7', '9'] },
    });

    await userEvent.selectOptions(screen.getByLabelText('Format'), 'pdf-a4');
    await userEvent.selectOptions(screen.getByLabelText('Start at position'), '4');
    expect(screen.getByText(/Positions 1 to 3 are left empty/)).toBeTruthy();
    expect(screen.getByText(/Prints on 2 A4 sheets/)).toBeTruthy();
    const a4 = screen.getByRole('link', {
      name: 'Download PDF A4, 4 per sheet (opens in a new tab)',
    });
    expect(parseLabelRequest(queryOf(a4.getAttribute('href')!))).toMatchObject({
      format: 'pdf-a4',
      start: 4,
    });

    await userEvent.selectOptions(screen.getByLabelText('Format'), 'zpl');
    expect(screen.queryByLabelText('Start at position')).toBeNull();
    expect(screen.getByRole('link', { name: 'Download ZPL (opens in a new tab)' })).toBeTruthy();
  });

  it('asks for every shipment of the view with its filter and search', () => {
    render(
      <LabelsDialog
        open
        onClose={noop}
        choice={{ view: { 'apply-filter': 'delivered', search: 'ORD' } }}
        shipments={42}
      />,
    );
    const link = screen.getByRole('link', { name: 'Download PDF 4×6 (opens in a new tab)' });
    expect(parseLabelRequest(queryOf(link.getAttribute('href')!)).choice).toEqual({
      kind: 'filter',
      filter: 'delivered',
      search: 'ORD',
    });
  });

  it('says which packages have no label, and refuses more than 1,000 shipments', () => {
    render(
      <LabelsDialog
        open
        onClose={noop}
        choice={{ view: {} }}
        shipments={1234}
        unlabelled={['123']}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('1,234 shipments are chosen');
    expect(screen.queryByRole('link', { name: /^Download/ })).toBeNull();
    expect(screen.getByText(/No label can be printed for 1 package 123/)).toBeTruthy();
  });
});

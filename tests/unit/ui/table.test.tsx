// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EmptyState, Table, type Column } from '../../../resources/js/components/ui';
import { ServerScreenProvider } from '../../../resources/js/components/ui/use-narrow-screen';

interface Shipment {
  id: number;
  awb: string;
  city: string;
}

const rows: Shipment[] = [
  { id: 1, awb: 'AWB001', city: 'Beirut' },
  { id: 2, awb: 'AWB002', city: 'London' },
];
const columns: Column<Shipment>[] = [
  { key: 'awb', header: 'AWB', cell: (r) => r.awb },
  { key: 'city', header: 'City', cell: (r) => r.city },
];

function setWidth(narrow: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: narrow,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const table = () => (
  <Table
    caption="Shipments"
    columns={columns}
    rows={rows}
    rowKey={(r) => r.id}
    rowLabel={(r) => r.awb}
    expanded={(r) => <p>Packages of {r.awb}</p>}
  />
);

describe('Table', () => {
  it('renders a captioned table with column headers on wide screens', () => {
    setWidth(false);
    render(table());
    const grid = screen.getByRole('table', { name: 'Shipments' });
    expect(within(grid).getByRole('columnheader', { name: 'AWB' })).toBeTruthy();
    expect(within(grid).getByRole('cell', { name: 'London' })).toBeTruthy();
  });

  it('expands and collapses a row from the keyboard (Enter and Space)', async () => {
    setWidth(false);
    const user = userEvent.setup();
    render(table());
    const toggle = screen.getByRole('button', { name: 'Details for AWB001' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Packages of AWB001')).toBeTruthy();
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBeTruthy();
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Packages of AWB001')).toBeNull();
  });

  it('shows each row as a card of label and value below 768 px, still expandable', async () => {
    setWidth(true);
    const user = userEvent.setup();
    render(table());
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Shipments' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]).getByText('City')).toBeTruthy();
    expect(within(cards[1]).getByText('London')).toBeTruthy();
    const toggle = within(cards[1]).getByRole('button', { name: 'Details for AWB002' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Packages of AWB002')).toBeTruthy();
  });

  it('shows its empty state when there are no rows', () => {
    setWidth(false);
    render(
      <Table
        caption="Shipments"
        columns={columns}
        rows={[]}
        rowKey={(r) => r.id}
        empty={<EmptyState title="No shipments yet" />}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No shipments yet' })).toBeTruthy();
  });
});

describe("Table in the server's render", () => {
  it('is drawn as cards for a reader whose browser said its screen is narrow', () => {
    const html = renderToString(<ServerScreenProvider narrow>{table()}</ServerScreenProvider>);
    expect(html).toMatch(/^<ul aria-label="Shipments"/);
    expect(html).not.toContain('<table');
  });

  it('is drawn as a table for any other reader', () => {
    expect(renderToString(table())).toContain('<table');
  });

  it('hydrates as the server drew it, then as the screen is', async () => {
    setWidth(false);
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <ServerScreenProvider narrow>{table()}</ServerScreenProvider>,
    );
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <ServerScreenProvider narrow>{table()}</ServerScreenProvider>);
    });
    // The wide screen's table once hydrated, with nothing said of a mismatch.
    expect(within(container).getByRole('table', { name: 'Shipments' })).toBeTruthy();
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });
});

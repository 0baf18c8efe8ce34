// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type Key } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckboxInput, Table, type Column } from '../../../resources/js/components/ui';
import { SelectionBar } from '../../../resources/js/components/ui/selection-bar';
import {
  useSelection,
  type InitialSelection,
} from '../../../resources/js/components/ui/use-selection';

interface Row {
  id: string;
  awb: string;
}

const columns: Column<Row>[] = [{ key: 'awb', header: 'AWB', cell: (r) => r.awb }];
const pageOf = (from: number) =>
  Array.from({ length: 3 }, (_, i) => ({ id: String(from + i), awb: `AWB${from + i}` }));

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

/** A list of 3 rows a page, 7 in all, whose page and view the test changes. */
function List({ initial }: { initial?: InitialSelection }) {
  const [page, setPage] = useState(1);
  const [view, setView] = useState('all');
  const rows = pageOf(page * 10);
  const selection = useSelection(
    rows.map((r) => r.id as Key),
    view,
    initial,
  );
  return (
    <>
      <button onClick={() => setPage((p) => p + 1)}>Next page</button>
      <button onClick={() => setPage((p) => p - 1)}>Previous page</button>
      <button onClick={() => setView('delivered')}>Other filter</button>
      <SelectionBar
        selection={selection}
        shown={rows.length}
        total={7}
        noun={{
          many: 'shipments',
          counted: '{count, plural, one {# shipment} other {# shipments}}',
        }}
      />
      <Table
        caption="Shipments"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        rowLabel={(r) => `shipment ${r.awb}`}
        selection={{
          selected: selection.selected,
          onToggle: selection.toggle,
          onTogglePage: selection.togglePage,
          pageLabel: 'Select all shipments on this page',
        }}
      />
    </>
  );
}

const box = (name: string | RegExp) => screen.getByRole('checkbox', { name });
const status = () => screen.getByRole('status');

describe('CheckboxInput', () => {
  it('is named for screen readers, and shows some-but-not-all as mixed', async () => {
    const onChange = vi.fn();
    render(<CheckboxInput label="Select all" checked="mixed" onChange={onChange} />);
    const input = box('Select all') as HTMLInputElement;
    expect(input.indeterminate).toBe(true);
    expect(input.getAttribute('aria-checked')).toBe('mixed');
    await userEvent.click(input);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

describe('a table whose rows can be chosen', () => {
  it('ticks rows with the mouse and the keyboard, and says how many are chosen', async () => {
    setWidth(false);
    render(<List />);
    expect(status().textContent).toBe('No shipments selected');
    await userEvent.click(box('Select shipment AWB10'));
    box('Select shipment AWB11').focus();
    await userEvent.keyboard(' ');
    expect(status().textContent).toBe('2 shipments selected');
    const all = box('Select all shipments on this page') as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    await userEvent.click(all);
    expect(all.checked).toBe(true);
    expect(status().textContent).toBe('3 shipments selected on this page');
  });

  it('offers every row of the view once the page is chosen, and a way back', async () => {
    setWidth(false);
    render(<List />);
    await userEvent.click(box('Select all shipments on this page'));
    await userEvent.click(
      screen.getByRole('button', { name: 'Select all 7 shipments matching this view' }),
    );
    expect(status().textContent).toBe('All 7 shipments matching this view are selected');
    // Unticking one row is a choice of rows again.
    await userEvent.click(box('Select shipment AWB12'));
    expect(status().textContent).toBe('2 shipments selected');
    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(status().textContent).toBe('No shipments selected');
  });

  it('opens with the rows a way back names chosen, or every row of the view', () => {
    setWidth(false);
    render(<List initial={{ keys: ['11', '99'], all: false }} />);
    expect(status().textContent).toBe('1 shipment selected');
    expect((box('Select shipment AWB11') as HTMLInputElement).checked).toBe(true);
    cleanup();
    render(<List initial={{ keys: [], all: true }} />);
    expect(status().textContent).toBe('All 7 shipments matching this view are selected');
  });

  it('lasts no longer than the page: another page or filter clears it', async () => {
    setWidth(false);
    render(<List />);
    await userEvent.click(box('Select shipment AWB10'));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(status().textContent).toBe('No shipments selected');
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect((box('Select shipment AWB10') as HTMLInputElement).checked).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(box('Select shipment AWB20'));
    await userEvent.click(screen.getByRole('button', { name: 'Other filter' }));
    expect(status().textContent).toBe('No shipments selected');
    expect((box('Select shipment AWB20') as HTMLInputElement).checked).toBe(false);
  });

  it('puts the box on each phone card, and the bar chooses every card shown', async () => {
    setWidth(true);
    render(<List />);
    const cards = screen.getByRole('list', { name: 'Shipments' });
    await userEvent.click(within(cards).getByRole('checkbox', { name: 'Select shipment AWB11' }));
    expect(status().textContent).toBe('1 shipment selected');
    await userEvent.click(box('Select all shipments shown'));
    expect(status().textContent).toBe('3 shipments selected on this page');
  });
});

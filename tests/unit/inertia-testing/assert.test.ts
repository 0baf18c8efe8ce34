import { describe, expect, it } from 'vitest';
import type { PageObject } from '../../../server/inertia';
import { AssertablePage } from '../../support/inertia';

const page = (over: Partial<PageObject> = {}) =>
  new AssertablePage(
    {
      component: 'shipments/shipments',
      url: '/shipments?page=2',
      version: 'v1',
      flash: { toasts: [{ message: 'Saved.', status: 'success' }] },
      props: {
        errors: { form: { name: 'Name is required.' } },
        table: {
          rows: [
            { id: 1, status: 'open', to: { city: 'Dubai' } },
            { id: 2, status: 'done', to: { city: 'Doha' } },
          ],
          page: 2,
        },
        filters: { status: null },
      },
      ...over,
    },
    200,
    [],
    '',
    {},
    { pagesDir: false },
  );

/** The message of the assertion `fn` fails with. */
function failure(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the assertion to fail');
}

describe('page assertions pass', () => {
  it('on props by dot path, counts, nested scopes and types', () => {
    page()
      .component('shipments/shipments')
      .url('/shipments?page=2')
      .url(/page=2/)
      .version('v1')
      .hasStatus(200)
      .has('table')
      .has('table.rows', 2)
      .has('table.rows', 2, (row) => row.where('id', 1).where('to.city', 'Dubai').missing('from'))
      .has('table', (table) => table.where('page', 2).count('rows', 2))
      .each('table.rows', (row) => row.whereType('id', 'number').has('status'))
      .where('table.rows.1.status', 'done')
      .where('table.page', (n: number) => n > 1)
      .where('table.rows.0.id', expect.any(Number))
      .whereAll({ 'table.page': 2, 'filters.status': null })
      .whereMatch('table.rows', [{ id: 1 }, { id: 2 }])
      .whereType('filters.status', 'null')
      .whereType('table.rows', 'array')
      .hasAll('table.page', 'filters')
      .keys('filters', ['status'])
      .missing('table.total', 'stats')
      .notRedirected();
    expect(page().prop<number>('table.page')).toBe(2);
  });

  it('on errors by bag, flash and toasts', () => {
    page()
      .hasErrors(['name'], 'form')
      .hasErrors({ name: /required/ }, 'form')
      .errorsExactly({ name: 'Name is required.' }, 'form')
      .hasNoErrors('other')
      .flash('toasts.0.message', 'Saved.')
      .missingFlash('notice')
      .toasts('Saved.')
      .toasts({ status: 'success' })
      .hasToast(/Sav/);
    expect(page().errors('form')).toEqual({ name: 'Name is required.' });
  });
});

describe('page assertions fail, naming the path', () => {
  it('for a prop that is not there, saying what is there instead', () => {
    const message = failure(() => page().has('table.rowz'));
    expect(message).toContain('shipments/shipments › table.rowz: missing');
    expect(message).toContain('table is an object with keys [rows, page]');
  });

  it('for a wrong value, with a diff', () => {
    const message = failure(() => page().where('table.rows.0.status', 'closed'));
    expect(message).toContain('shipments/shipments › table.rows.0.status');
    expect(message).toMatch(/expected 'open' to deeply equal 'closed'/);
  });

  it('inside a nested scope, with the full path', () => {
    const message = failure(() =>
      page().has('table.rows', 2, (row) => row.where('to.city', 'Paris')),
    );
    expect(message).toContain('shipments/shipments › table.rows.0.to.city');
    const each = failure(() => page().each('table.rows', (row) => row.where('status', 'open')));
    expect(each).toContain('table.rows.1.status');
  });

  it('for a wrong count, a present prop, a failed check and a wrong type', () => {
    expect(failure(() => page().has('table.rows', 3))).toContain('table.rows: number of entries');
    expect(failure(() => page().missing('table.page'))).toContain(
      'table.page: expected to be missing',
    );
    expect(failure(() => page().where('table.page', (n: number) => n > 5))).toContain(
      'table.page: 2 fails the check',
    );
    expect(failure(() => page().whereType('table.page', 'string'))).toContain('table.page: type');
    expect(failure(() => page().count('table.page', 1))).toContain(
      'expected an array or object to count',
    );
  });

  it('for errors, toasts, component, URL and redirects', () => {
    expect(failure(() => page().hasErrors(['email'], 'form'))).toContain(
      'errors in bag form: expected an error for email',
    );
    expect(failure(() => page().hasNoErrors())).toContain('errors');
    expect(failure(() => page().toasts('Deleted.'))).toContain('toasts');
    expect(failure(() => page().component('shipments/show'))).toContain('component');
    expect(failure(() => page().url('/shipments'))).toContain('page url');
    expect(failure(() => page().redirectedTo('/login'))).toContain('redirects');
  });

  it('for an answer that is not a page', () => {
    const notPage = new AssertablePage(undefined, 500, [], 'boom', {}, { pagesDir: false });
    expect(failure(() => notPage.where('a', 1))).toContain(
      'expected an Inertia page, got status 500',
    );
  });
});

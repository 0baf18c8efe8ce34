import type { RouteName } from '../../../../routes/web';
import type { PageObject } from '../../../../server/inertia';
import { urlFor } from '../../../../server/routing/url';
import { messages } from '../../../../shared/messages';
import type { ImportScreen } from '../../../../shared/shipment-import/types';
import type { Browser } from '../../portal/faults';
import type { FormSample } from '../form-sample';

/**
 * The shipments import's forms, each reached as a user reaches it: the account's template
 * (which passes the check as downloaded) uploaded, its columns checked, its rows booked.
 */

/** The template as the account downloads it; read once, while nothing fails. */
let template: Buffer | undefined;

async function templateOf(browser: Browser): Promise<Buffer> {
  if (template) return template;
  const res = await browser.open(urlFor('import-shipments.template', { format: 'csv' }));
  if (res.status !== 200) throw new Error(`the import template answered ${res.status}`);
  template = res.body as Buffer;
  return template;
}

const fileOf = () => ({ file: { content: template ?? '', filename: 'shipments.csv' } });

/** The import started over, then the template uploaded: the mapping stage. */
async function uploaded(browser: Browser) {
  const content = await templateOf(browser);
  await browser.send('delete', urlFor('import-shipments.destroy'), {});
  await browser.send(
    'post',
    urlFor('import-shipments.upload'),
    {},
    {},
    {
      file: { content, filename: 'shipments.csv' },
    },
  );
}

const screenOf = (page: PageObject) => page.props.screen as ImportScreen;

function mappingOf(page: PageObject): Record<string, string> {
  const screen = screenOf(page);
  if (screen.stage !== 'mapping') throw new Error(`import at ${screen.stage}, not mapping`);
  return Object.fromEntries(screen.columns.map((c) => [c.key, c.mapped]));
}

/** Uploaded, checked: the preview, ready to book. */
async function checked(browser: Browser) {
  await uploaded(browser);
  const page = await browser.visit(urlFor('import-shipments'));
  await browser.send('post', urlFor('import-shipments.check'), {
    mapping: mappingOf(page.body as PageObject),
  });
}

/** Uploaded, checked and booked, to the end: the result, and both its downloads. */
export async function importedOnce(browser: Browser) {
  await checked(browser);
  await browser.send('post', urlFor('import-shipments.store'), {});
  for (let i = 0; i < 200; i++) {
    const page = (await browser.visit(urlFor('import-shipments'))).body as PageObject;
    if (screenOf(page).stage === 'result') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the sample import did not finish');
}

export const SHIPMENT_IMPORT_FORMS: Partial<Record<RouteName, FormSample>> = {
  'import-shipments.upload': {
    from: () => urlFor('import-shipments'),
    async prepare(browser) {
      await templateOf(browser);
      await browser.send('delete', urlFor('import-shipments.destroy'), {});
    },
    body: () => ({}),
    files: fileOf,
    errorBag: 'import',
  },
  'import-shipments.check': {
    from: () => urlFor('import-shipments'),
    prepare: uploaded,
    body: (_d, page) => ({ mapping: mappingOf(page) }),
    errorBag: 'mapping',
  },
  // Booking starts a job: the provider is asked by the job, not by the form.
  'import-shipments.store': {
    from: () => urlFor('import-shipments'),
    prepare: checked,
    body: () => ({}),
    sessionOnly: true,
  },
  // The preview's prices fetched again: the provider's rating call, for each ready row. A
  // provider that fails leaves the preview saying so, with its retry; one that answers
  // without the call's envelope reads as a provider without prices, said once.
  'import-shipments.prices': {
    from: () => urlFor('import-shipments'),
    prepare: checked,
    body: () => ({}),
    said: (page) => {
      const screen = screenOf(page);
      if (screen.stage !== 'preview') return [];
      const said = {
        failed: [messages.shipmentImport.pricesFailed],
        'not-offered': [messages.shipmentImport.pricesNotOffered],
        priced: [],
      };
      return said[screen.prices.state];
    },
  },
  'import-shipments.cancel': {
    from: () => urlFor('import-shipments'),
    body: () => ({}),
    sessionOnly: true,
  },
  'import-shipments.destroy': {
    from: () => urlFor('import-shipments'),
    body: () => ({}),
    sessionOnly: true,
  },
};

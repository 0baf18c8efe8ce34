import { chromium, type Browser } from '@playwright/test';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunch } from '../../playwright.config';
import { pageScript, type PageObject } from '../../server/inertia';
import { handle, protocolApp } from '../support/apps/protocol-app';

const TRICKY = [
  '</script><script>window.hacked=1</script>',
  '<!-- <script>',
  '&quot; &amp; &lt;',
  `"double" 'single' \`back\``,
  'line\u2028separator\u2029paragraph',
  '\\u003c not an escape',
];

const page = (value: unknown): PageObject => ({
  component: 'c',
  props: { value, errors: {} },
  url: '/',
  version: null,
  flash: {},
});

describe('the page object in the first HTML load', () => {
  it('has no sequence that could end the script or open a comment', () => {
    const html = pageScript(page(TRICKY));
    const body = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
    expect(body).not.toMatch(/<\/script|<!--|[<>\u2028\u2029]/i);
    expect((JSON.parse(body) as PageObject).props.value).toEqual(TRICKY);
  });

  describe('read back by Chromium as the Inertia client reads it', () => {
    let browser: Browser;
    let url = '';
    let close = () => {};
    beforeAll(async () => {
      const app = protocolApp((a) => {
        a.get(
          '/',
          handle(async (_req, res) => res.inertia.render('c', { value: TRICKY })),
        );
      });
      const server = app.listen(0, '127.0.0.1');
      await new Promise((r) => server.once('listening', r));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      close = () => server.close();
      browser = await chromium.launch(chromiumLaunch);
    });
    afterAll(async () => {
      await browser?.close();
      close();
    });

    it('comes back byte for byte, and no injected script ran', async () => {
      const tab = await browser.newPage();
      await tab.goto(url);
      const read = await tab.evaluate(() => {
        const el = document.querySelector('script[data-page="app"][type="application/json"]');
        return {
          value: (JSON.parse(el?.textContent ?? 'null') as { props: { value: string[] } }).props
            .value,
          hacked: (window as unknown as { hacked?: number }).hacked ?? null,
          scripts: document.scripts.length,
        };
      });
      expect(read.value).toEqual(TRICKY);
      expect(read.hacked).toBeNull();
      expect(read.scripts).toBe(1);
    });
  });
});

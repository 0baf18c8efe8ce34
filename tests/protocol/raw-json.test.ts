import { describe, expect, it } from 'vitest';
import { pageJson, pageScript, rawJson, type PageObject } from '../../server/inertia';
import { handle, protocolApp, visit } from '../support/apps/protocol-app';

const page = (props: Record<string, unknown>): PageObject => ({
  component: 'dash',
  props: { ...props, errors: {} },
  url: '/dash',
  version: 'v1',
  flash: {},
  onceProps: { routes: { prop: 'routes', expiresAt: null } },
});

describe('props given as serialised JSON', () => {
  it('make the same page JSON as the value itself would', () => {
    const routes = { login: { uri: 'login', methods: ['GET', 'HEAD'] } };
    const expected = JSON.stringify(page({ routes, n: 1, gone: undefined }));
    expect(pageJson(page({ routes: rawJson(routes), n: 1, gone: undefined }))).toBe(expected);
    expect(JSON.parse(pageJson(page({ routes: rawJson(routes) })))).toEqual(page({ routes }));
  });

  it('are escaped like any prop inside the first-load script element', () => {
    const html = pageScript(page({ text: rawJson('</script><script>alert(1)</script>') }));
    expect(html).not.toContain('</script><script>');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('reach the client as plain JSON', async () => {
    const app = protocolApp((a) => {
      a.get(
        '/dash',
        handle(async (_req, res) => res.inertia.render('dash', { routes: rawJson({ a: [1] }) })),
      );
    });
    const res = await visit(app, '/dash');
    expect(res.body.props.routes).toEqual({ a: [1] });
    expect(res.body.props.appName).toBe('Portal');
  });
});

import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { defer } from '../../server/inertia';
import type { PageObject } from '../../server/inertia/page';
import { PAGE_SCRIPT } from '../support/inertia/targets';
import { handle, protocolApp, visit } from '../support/apps/protocol-app';

const WAIT_MS = 40;
const never = () => new Promise<never>(() => undefined);
const soon = <T>(value: T) => new Promise<T>((resolve) => setImmediate(resolve, value));

/** A page with one deferred group that is ready at once and others that are not. */
const app = protocolApp(
  (a) => {
    a.get(
      '/board',
      handle(async (_req, res) =>
        res.inertia.render('board', {
          title: 'Board',
          stats: defer(() => soon({ sent: 3 })),
          table: defer(() => soon([1, 2])),
          chart: defer(never, 'slow'),
          broken: defer(() => Promise.reject(new Error('down')), { group: 'broken', rescue: true }),
          summary: { week: defer(() => soon(7), 'nested') },
        }),
      ),
    );
  },
  { appName: 'Portal' },
  { firstLoadWaitMs: WAIT_MS },
);

async function firstLoad(path: string): Promise<PageObject> {
  const res = await request(app).get(path).expect(200);
  return JSON.parse(PAGE_SCRIPT.exec(res.text)![1]!) as PageObject;
}

describe('a first load that waits for its deferred props', () => {
  it('sends the groups ready in time with the page, and no longer defers them', async () => {
    const page = await firstLoad('/board');
    expect(page.props).toMatchObject({ stats: { sent: 3 }, table: [1, 2], summary: { week: 7 } });
    expect(page.deferredProps).toEqual({ slow: ['chart'], broken: ['broken'] });
  });

  it('leaves a late group deferred and answers without it after the wait', async () => {
    const page = await firstLoad('/board');
    expect(page.props).not.toHaveProperty('chart');
  });

  it('leaves a failed group deferred, not rescued: the client asks for it as usual', async () => {
    const page = await firstLoad('/board');
    expect(page.props).not.toHaveProperty('broken');
    expect(page.rescuedProps).toBeUndefined();
  });

  it('never waits on an Inertia visit: the page is already on screen', async () => {
    const res = await visit(app, '/board').expect(200);
    expect(res.body.props).not.toHaveProperty('stats');
    expect(res.body.deferredProps).toEqual({
      default: ['stats', 'table'],
      slow: ['chart'],
      broken: ['broken'],
      nested: ['summary.week'],
    });
  });

  it('waits for nothing when the wait is 0', async () => {
    const plain = protocolApp((a) => {
      a.get(
        '/p',
        handle(async (_req, res) => res.inertia.render('p', { stats: defer(() => ({ sent: 1 })) })),
      );
    });
    const res = await request(plain).get('/p').expect(200);
    const page = JSON.parse(PAGE_SCRIPT.exec(res.text)![1]!) as PageObject;
    expect(page.props).not.toHaveProperty('stats');
    expect(page.deferredProps).toEqual({ default: ['stats'] });
  });
});

import { describe, expect, it } from 'vitest';
import { defer } from '../../server/inertia';
import { handle, protocolApp, visit } from '../support/apps/protocol-app';

class Refused extends Error {}
class SignedOut extends Error {}
const told: string[] = [];

const app = protocolApp(
  (a) => {
    a.get(
      '/board',
      handle(async (_req, res) =>
        res.inertia.render('board', {
          title: 'Board',
          figures: defer(() => ({ total: 3 }), { rescue: true }),
          feed: defer(
            async () => {
              throw new Refused('403 from the provider');
            },
            { rescue: true },
          ),
          broken: defer(
            () => {
              throw new TypeError('a bug');
            },
            { group: 'other', rescue: true },
          ),
          plain: defer(async () => {
            throw new Refused('not rescued');
          }, 'plain'),
          ended: defer(
            async () => {
              throw new SignedOut('session ended');
            },
            { group: 'ended', rescue: true },
          ),
        }),
      ),
    );
    // What the app's failure handler makes of what was not rescued.
    a.use(
      (
        err: Error,
        _req: unknown,
        res: { status(n: number): { json(b: unknown): void } },
        _next: unknown,
      ) => {
        res.status(err instanceof SignedOut ? 401 : 500).json({ failed: err.message });
      },
    );
  },
  undefined,
  {
    rescue: (err, key) => {
      told.push(key);
      return !(err instanceof SignedOut);
    },
  },
);

const load = (only: string) =>
  visit(app, '/board')
    .set('X-Inertia-Partial-Component', 'board')
    .set('X-Inertia-Partial-Data', only);

describe('rescued deferred props', () => {
  it('are announced with their groups like any deferred prop', async () => {
    const res = await visit(app, '/board');
    expect(res.status).toBe(200);
    expect(res.body.deferredProps).toEqual({
      default: ['figures', 'feed'],
      other: ['broken'],
      plain: ['plain'],
      ended: ['ended'],
    });
    expect(res.body.rescuedProps).toBeUndefined();
  });

  it('leave a failed prop out and list it, while the rest of the group arrives', async () => {
    told.length = 0;
    const res = await load('figures,feed');
    expect(res.status).toBe(200);
    expect(res.body.props.figures).toEqual({ total: 3 });
    expect(res.body.props).not.toHaveProperty('feed');
    expect(res.body.rescuedProps).toEqual(['feed']);
    expect(told).toEqual(['feed']);
  });

  it('rescue a thrown bug too', async () => {
    const res = await load('broken');
    expect(res.status).toBe(200);
    expect(res.body.rescuedProps).toEqual(['broken']);
  });

  it('answer without rescuedProps when nothing failed', async () => {
    const res = await load('figures');
    expect(res.body.props.figures).toEqual({ total: 3 });
    expect(res.body.rescuedProps).toBeUndefined();
  });

  it('let a failure the app declines to rescue fail the request', async () => {
    const res = await load('ended');
    expect(res.status).toBe(401);
  });

  it('leave a deferred prop without rescue failing the request as before', async () => {
    const res = await load('plain');
    expect(res.status).toBe(500);
  });
});

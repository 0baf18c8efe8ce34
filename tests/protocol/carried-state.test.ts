import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { clearHistory, defer, flash, preserveFragment, withErrors } from '../../server/inertia';
import { handle, protocolApp, VERSION, visit } from '../support/apps/protocol-app';

const app = protocolApp((a) => {
  a.get(
    '/board',
    handle(async (_req, res) =>
      res.inertia.render('board', { title: 'Board', figures: defer(() => [1, 2]) }),
    ),
  );
  a.get(
    '/own-errors',
    handle(async (_req, res) =>
      res.inertia.render('own', { errors: { query: 'Dates are reversed.' } }),
    ),
  );
  a.post(
    '/save',
    handle(async (req, res) => {
      flash(req, { toasts: [{ message: 'Saved', status: 'success' }] });
      withErrors(req, { name: 'Required.' });
      clearHistory(req);
      res.redirect('/board');
    }),
  );
  a.post(
    '/own-errors',
    handle(async (req, res) => {
      withErrors(req, { name: 'Required.' });
      res.redirect('/own-errors');
    }),
  );
  a.post(
    '/keep-place',
    handle(async (req, res) => {
      preserveFragment(req);
      res.redirect('/board');
    }),
  );
});

const post = (agent: ReturnType<typeof request.agent>, url: string) =>
  agent.post(url).set('X-Inertia', 'true').set('X-Inertia-Version', VERSION);

describe('what a request leaves for the next page', () => {
  it('is not used up by a prefetch, which may never be shown', async () => {
    const agent = request.agent(app);
    await post(agent, '/save');
    const prefetch = await visit(agent, '/board').set('Purpose', 'prefetch');
    expect(prefetch.body.flash).toEqual({});
    expect(prefetch.body.props.errors).toEqual({});
    expect(prefetch.body.clearHistory).toBeUndefined();
    const shown = await visit(agent, '/board');
    expect(shown.body.flash).toEqual({ toasts: [{ message: 'Saved', status: 'success' }] });
    expect(shown.body.props.errors).toEqual({ name: 'Required.' });
    expect(shown.body.clearHistory).toBe(true);
  });

  it('is not used up by the request that loads deferred props', async () => {
    const agent = request.agent(app);
    await post(agent, '/save');
    const deferred = await visit(agent, '/board').set({
      'X-Inertia-Partial-Component': 'board',
      'X-Inertia-Partial-Data': 'figures',
    });
    expect(deferred.body.props.figures).toEqual([1, 2]);
    expect(deferred.body.flash).toEqual({});
    const shown = await visit(agent, '/board');
    expect(shown.body.flash.toasts).toHaveLength(1);
  });

  it('is used up by a partial reload that asks for more than deferred props', async () => {
    const agent = request.agent(app);
    await post(agent, '/save');
    const reload = await visit(agent, '/board').set({
      'X-Inertia-Partial-Component': 'board',
      'X-Inertia-Partial-Data': 'title,figures',
    });
    expect(reload.body.flash.toasts).toHaveLength(1);
  });
});

describe('a page that sets its own errors', () => {
  it('keeps them, beside any errors carried from a form', async () => {
    expect((await visit(app, '/own-errors')).body.props.errors).toEqual({
      query: 'Dates are reversed.',
    });
    const agent = request.agent(app);
    await post(agent, '/own-errors');
    expect((await visit(agent, '/own-errors')).body.props.errors).toEqual({
      query: 'Dates are reversed.',
      name: 'Required.',
    });
  });
});

describe('preserveFragment', () => {
  it('marks the page a redirect lands on, once', async () => {
    const agent = request.agent(app);
    await post(agent, '/keep-place');
    expect((await visit(agent, '/board')).body.preserveFragment).toBe(true);
    expect((await visit(agent, '/board')).body.preserveFragment).toBeUndefined();
  });
});

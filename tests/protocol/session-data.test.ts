import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { clearHistory, encryptHistory, flash, withErrors } from '../../server/inertia';
import { handle, protocolApp, VERSION, visit } from '../support/apps/protocol-app';

const app = protocolApp((a) => {
  a.get(
    '/form',
    handle(async (_req, res) => res.inertia.render('form')),
  );
  a.post(
    '/form',
    handle(async (req, res) => {
      withErrors(req, { email: 'The email is required.' }, req.get('x-inertia-error-bag'));
      res.redirect('/form');
    }),
  );
  a.post(
    '/bagged',
    handle(async (req, res) => {
      withErrors(req, { name: 'Required.' }, 'createUser');
      res.redirect('/form');
    }),
  );
  a.post(
    '/done',
    handle(async (req, res) => {
      flash(req, { toasts: [{ message: 'Saved', status: 'success' }] });
      res.redirect('/form');
    }),
  );
  a.post(
    '/signout',
    handle(async (req, res) => {
      clearHistory(req);
      res.redirect('/form');
    }),
  );
  a.get(
    '/private',
    handle(async (_req, res) => {
      encryptHistory(res);
      await res.inertia.render('private');
    }),
  );
});

function agentPost(agent: ReturnType<typeof request.agent>, url: string) {
  return agent.post(url).set('X-Inertia', 'true').set('X-Inertia-Version', VERSION);
}

describe('validation errors', () => {
  it('keeps them through the redirect and delivers them once as props.errors', async () => {
    const agent = request.agent(app);
    await agentPost(agent, '/form');
    const first = await visit(agent, '/form');
    expect(first.body.props.errors).toEqual({ email: 'The email is required.' });
    const second = await visit(agent, '/form');
    expect(second.body.props.errors).toEqual({});
  });

  it('scopes them by the X-Inertia-Error-Bag of the form', async () => {
    const agent = request.agent(app);
    await agentPost(agent, '/form').set('X-Inertia-Error-Bag', 'login');
    const res = await visit(agent, '/form').set('X-Inertia-Error-Bag', 'login');
    expect(res.body.props.errors).toEqual({ login: { email: 'The email is required.' } });
  });

  it('scopes them by a bag the server names', async () => {
    const agent = request.agent(app);
    await agentPost(agent, '/bagged');
    const res = await visit(agent, '/form');
    expect(res.body.props.errors).toEqual({ createUser: { name: 'Required.' } });
  });
});

describe('flash data', () => {
  it('arrives as the top-level flash of the next page, once', async () => {
    const agent = request.agent(app);
    await agentPost(agent, '/done');
    const first = await visit(agent, '/form');
    expect(first.body.flash).toEqual({ toasts: [{ message: 'Saved', status: 'success' }] });
    expect(first.body.props.flash).toBeUndefined();
    expect((await visit(agent, '/form')).body.flash).toEqual({});
  });

  it('is not consumed by a version-mismatch reload', async () => {
    const agent = request.agent(app);
    await agentPost(agent, '/done');
    const stale = await agent.get('/form').set('X-Inertia', 'true').set('X-Inertia-Version', 'x');
    expect(stale.status).toBe(409);
    expect((await visit(agent, '/form')).body.flash.toasts).toHaveLength(1);
  });
});

describe('history', () => {
  it('asks the client to encrypt a page’s history entry', async () => {
    expect((await visit(app, '/private')).body.encryptHistory).toBe(true);
    expect((await visit(app, '/form')).body.encryptHistory).toBeUndefined();
  });

  it('clears history on the page after a redirect, once', async () => {
    const agent = request.agent(app);
    await agentPost(agent, '/signout');
    expect((await visit(agent, '/form')).body.clearHistory).toBe(true);
    expect((await visit(agent, '/form')).body.clearHistory).toBeUndefined();
  });
});

import express, { type Express } from 'express';
import session from 'express-session';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { notify, toast } from '../../../server/http/toast';
import { messages } from '../../../shared/messages';
import { InvalidForm, showFailure, TooManyAttempts } from '../../../server/http/failures';
import { inertia, pageScript } from '../../../server/inertia';
import {
  UpstreamError,
  UpstreamForbiddenError,
  UpstreamNotFoundError,
  UpstreamRejectedError,
  UpstreamSignedOutError,
  UpstreamUnavailableError,
  UpstreamValidationError,
} from '../../../server/upstream';

const details = (status: number, message = 'Refused by the service', code = status) => ({
  service: 'main' as const,
  method: 'POST',
  path: '/x',
  status,
  notification: { message, type: 'error', code },
});

const failures: Record<string, () => UpstreamError> = {
  'signed-out': () => new UpstreamSignedOutError('token', details(401, 'Unauthenticated', 100)),
  validation: () =>
    new UpstreamValidationError(details(422), { account_number: 'Unknown account number' }),
  rejected: () => new UpstreamRejectedError('409', details(409, 'Already linked')),
  forbidden: () => new UpstreamForbiddenError('403', details(403)),
  'not-found': () => new UpstreamNotFoundError('404', details(404)),
  unavailable: () => new UpstreamUnavailableError('down', details(0)),
};

/** The portal's failure handling around routes that fail the way upstream calls do. */
function app(): Express {
  const a = express();
  a.use(session({ secret: 'failures', resave: false, saveUninitialized: false }));
  a.use(
    inertia({
      version: () => null,
      rootView: async (page) => pageScript(page),
      share: () => ({}),
    }),
  );
  a.post('/seed', (req, res) => {
    req.session.accessToken = 'secret-token';
    toast(req, 'kept?', 'info');
    res.redirect('/form');
  });
  a.get('/form', (_req, res) => res.inertia.render('form'));
  a.post('/notified', (req, res) => {
    notify(req, { message: 'Code sent', type: 'success' });
    notify(req, { message: 'Heads up', type: 'warning' }, 'unused');
    notify(req, undefined, 'Done');
    notify(req, undefined);
    res.redirect('/form');
  });
  for (const [name, make] of Object.entries(failures)) {
    a.get(`/fail/${name}`, () => {
      throw make();
    });
    a.post(`/fail/${name}`, () => {
      throw make();
    });
  }
  a.post('/invalid', () => {
    throw new InvalidForm({ email: 'Email is required' });
  });
  a.post('/invalid-elsewhere', () => {
    throw new InvalidForm({ otp: 'Enter the code first' }, 'verification');
  });
  a.post('/limited', () => {
    throw new TooManyAttempts(125);
  });
  a.use(showFailure);
  return a;
}

const inertiaGet = (agent: ReturnType<typeof request.agent>, url: string) =>
  agent.get(url).set('X-Inertia', 'true');
const inertiaPost = (agent: ReturnType<typeof request.agent>, url: string) =>
  agent
    .post(url)
    .set('X-Inertia', 'true')
    .set('Host', 'portal.test')
    .set('Referer', 'http://portal.test/form');

describe('upstream failures as the user sees them', () => {
  it('code 100 signs the user out: new session, history cleared, login with a toast', async () => {
    const agent = request.agent(app());
    await inertiaPost(agent, '/seed');
    const res = await inertiaGet(agent, '/fail/signed-out');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/login');
    const page = (await inertiaGet(agent, '/form')).body;
    expect(page.clearHistory).toBe(true);
    expect(page.flash).toEqual({
      toasts: [{ message: messages.toast.signedOut, status: 'error' }],
    });
  });

  it('a field map goes back to the form, under the fields', async () => {
    const agent = request.agent(app());
    const res = await inertiaPost(agent, '/fail/validation');
    expect(res.headers.location).toBe('/form');
    const page = (await inertiaGet(agent, '/form')).body;
    expect(page.props.errors).toEqual({ account_number: 'Unknown account number' });
  });

  it('a refusal with a message goes back with that message as a toast', async () => {
    const agent = request.agent(app());
    await inertiaPost(agent, '/fail/rejected');
    const page = (await inertiaGet(agent, '/form')).body;
    expect(page.flash.toasts).toEqual([{ message: 'Already linked', status: 'error' }]);
  });

  it('an unavailable service on a form goes back with a toast, nothing typed is lost', async () => {
    const agent = request.agent(app());
    const res = await inertiaPost(agent, '/fail/unavailable');
    expect(res.headers.location).toBe('/form');
    const page = (await inertiaGet(agent, '/form')).body;
    expect(page.flash.toasts).toEqual([{ message: messages.toast.unavailable, status: 'error' }]);
  });

  it.each([
    ['forbidden', 403],
    ['not-found', 404],
    ['unavailable', 503],
  ])(
    'a page whose data is %s shows the error page (%i), never a bare error',
    async (name, status) => {
      const res = await inertiaGet(request.agent(app()), `/fail/${name}`);
      expect(res.status).toBe(status);
      expect(res.headers['x-inertia']).toBe('true');
      expect(res.body.component).toBe('errors/error');
      expect(res.body.props.status).toBe(status);
    },
  );
});

describe('failures of the portal itself', () => {
  it('an invalid form goes back with the messages under the fields, in its error bag', async () => {
    const agent = request.agent(app());
    const res = await inertiaPost(agent, '/invalid').set('X-Inertia-Error-Bag', 'login');
    expect(res.headers.location).toBe('/form');
    const page = (await inertiaGet(agent, '/form')).body;
    expect(page.props.errors).toEqual({ login: { email: 'Email is required' } });
  });

  it('an invalid form may send the user to the step that fixes it', async () => {
    const agent = request.agent(app());
    const res = await inertiaPost(agent, '/invalid-elsewhere');
    expect(res.headers.location).toBe('/reset-password/verify');
  });

  it('too many attempts go back with a toast that says when to try again', async () => {
    const agent = request.agent(app());
    const res = await inertiaPost(agent, '/limited');
    expect(res.headers.location).toBe('/form');
    const page = (await inertiaGet(agent, '/form')).body;
    expect(page.flash.toasts).toEqual([
      { message: messages.toast.tooManyAttempts(125), status: 'error' },
    ]);
    expect(messages.toast.tooManyAttempts(125)).toContain('3 minute(s)');
  });

  it('code 100 before sign-in is not a session that ended: back to the form with a toast', async () => {
    const agent = request.agent(app());
    const res = await inertiaPost(agent, '/fail/signed-out');
    expect(res.headers.location).toBe('/form');
    const page = (await inertiaGet(agent, '/form')).body;
    expect(page.clearHistory).toBeFalsy();
    expect(page.flash.toasts).toEqual([{ message: 'Unauthenticated', status: 'error' }]);
  });
});

describe('upstream notifications', () => {
  it('become toasts coloured by their type, with our text only when the service sent none', async () => {
    const agent = request.agent(app());
    await inertiaPost(agent, '/notified');
    const page = (await inertiaGet(agent, '/form')).body;
    expect(page.flash.toasts).toEqual([
      { message: 'Code sent', status: 'success' },
      { message: 'Heads up', status: 'info' },
      { message: 'Done', status: 'success' },
    ]);
  });
});

import express, { type Express } from 'express';
import session from 'express-session';
import { describe, expect, it } from 'vitest';
import { notify, toast } from '../../../server/http/toast';
import { messages } from '../../../shared/messages';
import { showFailure } from '../../../server/http/failures';
import { inertia, pageScript } from '../../../server/inertia';
import { InertiaBrowser } from '../../support/inertia';
import {
  InvalidForm,
  TooManyAttempts,
  UpstreamError,
  UpstreamForbiddenError,
  UpstreamNotFoundError,
  UpstreamRejectedError,
  UpstreamSignedOutError,
  UpstreamUnavailableError,
  UpstreamValidationError,
} from '../../../server/failures';

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

/** A visitor on the app's form page (its components have no page files here). */
async function onForm(): Promise<InertiaBrowser> {
  const visitor = new InertiaBrowser(app(), { pagesDir: false });
  await visitor.visit('/form');
  return visitor;
}

describe('upstream failures as the user sees them', () => {
  it('code 100 signs the user out: new session, history cleared, login with a toast', async () => {
    const visitor = await onForm();
    await visitor.post('/seed', {}, { follow: false });
    const res = await visitor.visit('/fail/signed-out', { follow: false });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/login');
    (await visitor.visit('/form'))
      .component('form')
      .pageField('clearHistory', true)
      .toasts({ message: messages.toast.signedOut, status: 'error' });
  });

  it('a field map goes back to the form, under the fields', async () => {
    (await (await onForm()).post('/fail/validation'))
      .redirectedTo('/form')
      .errorsExactly({ account_number: 'Unknown account number' });
  });

  it('a refusal with a message goes back with that message as a toast', async () => {
    (await (await onForm()).post('/fail/rejected')).toasts({
      message: 'Already linked',
      status: 'error',
    });
  });

  it('an unavailable service on a form goes back with a toast, nothing typed is lost', async () => {
    (await (await onForm()).post('/fail/unavailable'))
      .redirectedTo('/form')
      .toasts({ message: messages.toast.unavailable, status: 'error' });
  });

  it.each([
    ['forbidden', 403],
    ['not-found', 404],
    ['unavailable', 503],
  ])(
    'a page whose data is %s shows the error page (%i), never a bare error',
    async (name, status) => {
      const page = await (await onForm()).visit(`/fail/${name}`);
      page.hasStatus(status).component('errors/error').where('status', status);
      expect(page.headers['x-inertia']).toBe('true');
    },
  );
});

describe('failures of the portal itself', () => {
  it('an invalid form goes back with the messages under the fields, in its error bag', async () => {
    (await (await onForm()).post('/invalid', {}, { errorBag: 'login' }))
      .redirectedTo('/form')
      .errorsExactly({ login: { email: 'Email is required' } });
  });

  it('an invalid form may send the user to the step that fixes it', async () => {
    const res = await (await onForm()).post('/invalid-elsewhere', {}, { follow: false });
    expect(res.headers.location).toBe('/reset-password/verify');
  });

  it('too many attempts go back with a toast that says when to try again', async () => {
    (await (await onForm()).post('/limited'))
      .redirectedTo('/form')
      .toasts({ message: messages.toast.tooManyAttempts(125), status: 'error' });
    expect(messages.toast.tooManyAttempts(125)).toContain('3 minute(s)');
  });

  it('code 100 before sign-in is not a session that ended: back to the form with a toast', async () => {
    const page = (await (await onForm()).post('/fail/signed-out')).redirectedTo('/form');
    expect(page.object.clearHistory).toBeFalsy();
    page.toasts({ message: 'Unauthenticated', status: 'error' });
  });
});

describe('upstream notifications', () => {
  it('become toasts coloured by their type, with our text only when the service sent none', async () => {
    (await (await onForm()).post('/notified')).toasts(
      { message: 'Code sent', status: 'success' },
      { message: 'Heads up', status: 'info' },
      { message: 'Done', status: 'success' },
    );
  });
});

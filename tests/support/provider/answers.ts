import type { Request } from 'express';
import type { FakeAnswer, FakeFault, FakeRule } from './fake-provider';

/** What a fake provider answers in place of the service, and the requests it answers so. */

/** The outage envelope of the provider. */
export const serverError: FakeAnswer = {
  status: 500,
  body: {
    success: false,
    data: null,
    notification: { message: 'Server error', type: 'error', code: 500 },
  },
};

export const connectionReset: FakeFault = 'reset';
export const noAnswer: FakeFault = 'hang';

/** A 200 whose JSON is cut short, as from a provider that died while writing it. */
export const invalidJson: FakeAnswer = {
  status: 200,
  type: 'application/json',
  body: '{"success":true,"data":{"id":',
};

/**
 * The envelope's fields with the wrong types (a provider on another version of the
 * contract): whether the call succeeded cannot be read from it.
 */
export const wrongShape: FakeAnswer = {
  status: 200,
  body: { success: 'true', data: 'done', notification: 'Saved' },
};

/** A success whose data is not what the call expects (a provider on another version). */
export const foreignData: FakeAnswer = {
  status: 200,
  body: { success: true, data: { unexpected: ['shape'] }, notification: null },
};

/** The provider's "session ended": the token is missing, expired or revoked. */
export const sessionEnded: FakeAnswer = {
  status: 401,
  body: {
    success: false,
    data: null,
    notification: { message: 'Your session has ended.', type: 'error', code: 100 },
  },
};

/** A provider without the contract's extensions: the route is not there. */
export const notFoundEnvelope: FakeAnswer = {
  status: 404,
  type: 'application/json',
  body: JSON.stringify({
    success: false,
    data: null,
    notification: { message: 'Not found', type: 'error', code: 404 },
  }),
};

/** A web server's page where the provider's JSON should be. */
export const htmlPage = (status: number): FakeAnswer => ({
  status,
  type: 'text/html',
  body: '<!doctype html><title>Welcome</title><p>Nothing here</p>',
});

/** The provider refusing one field of a form, as its 422 envelope. */
export const validationError = (field: string, message: string): FakeAnswer => ({
  status: 422,
  body: {
    success: false,
    data: null,
    errors: { [field]: message },
    notification: { message, type: 'error', code: 422 },
  },
});

/** Picks the requests of one call: `METHOD /path`. */
export const calls = (method: string, path: string) => (req: Request) =>
  req.method === method && req.path === path;

/** Picks the calls whose `METHOD /path` matches `pattern` (a regular expression's source). */
export const callsMatching = (pattern: string) => (req: Request) =>
  new RegExp(`^${pattern}$`).test(`${req.method} ${req.path}`);

/** A rule answering `answer` to the requests `test` picks (for `Portal.overrides`). */
export const answerWhen =
  (test: (req: Request) => boolean, answer: FakeAnswer | FakeFault): FakeRule =>
  (req) =>
    test(req) ? answer : undefined;

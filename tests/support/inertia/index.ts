/**
 * The portal's page-prop testing API for Vitest + Supertest: a browser-like visitor that
 * reaches routes by name, and fluent assertions on the pages it receives. See
 * docs/testing.md. It needs only the app (any `Express` from `createApp`), so it works
 * against the embedded services, a fake provider, or anything else that serves the portal.
 */
import type { Express } from 'express';
import type { Server } from 'node:http';
import { expect } from 'vitest';
import { InertiaBrowser } from './browser';
import type { BrowserOptions } from './targets';

export { AssertablePage } from './assert';
export { PropScope, type Expected, type Toast } from './prop-scope';
export { InertiaBrowser } from './browser';
export {
  pageOfHtml,
  pathOf,
  type Body,
  type BrowserOptions,
  type PartialOptions,
  type ReloadOptions,
  type SubmitOptions,
  type Target,
  type VisitOptions,
} from './targets';

/** The demo user of the reference services' seed (with linked client accounts). */
export const DEMO_CREDENTIALS = { email: 'demo@portal.test', password: 'Demo!2345' } as const;

/** A browser with no session yet (an anonymous visitor). */
export const browser = (app: Express | Server | string, options?: BrowserOptions) =>
  new InertiaBrowser(app, options);

/**
 * A browser signed in (the demo user by default): it opens the login page, submits it and
 * lands on the dashboard with the first account selected.
 */
export async function signedIn(
  app: Express | Server | string,
  credentials: { email: string; password: string } = DEMO_CREDENTIALS,
  options?: BrowserOptions,
): Promise<InertiaBrowser> {
  const visitor = new InertiaBrowser(app, options);
  await visitor.open('login');
  const landed = await visitor.post('login.store', credentials, { errorBag: 'login' });
  expect(
    landed.redirects.at(-1),
    `sign-in of ${credentials.email} (errors: ${JSON.stringify(landed.page?.props.errors)}, toasts: ${JSON.stringify(landed.page?.flash)})`,
  ).toBe('/dashboard');
  return visitor;
}

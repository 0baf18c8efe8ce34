import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Offered } from '../../../shared/billing/types';
import type { NoticePreferences } from '../../../shared/forms/notices';
import { signedIn, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';
import {
  answerWhen,
  callsMatching,
  notFoundEnvelope,
  validationError,
} from '../../support/provider/answers';

/** Notifications in the profile (docs/notices.md): the provider keeps and acts on them. */

let portal: Portal;
let visitor: InertiaBrowser;
beforeAll(async () => {
  portal = await startPortal({ fake: 'all', timeoutMs: 5000 });
  visitor = await signedIn(portal.app);
});
afterEach(() => portal.overrides.clear());
afterAll(() => portal?.close());

const shown = async () =>
  (await visitor.visit('notification-preferences'))
    .component('profile/notification-preferences')
    .prop<Offered<NoticePreferences>>('preferences');

const save = (events: unknown) =>
  visitor.put('notification-preferences.update', { events }, { errorBag: 'notices' });

describe('Notifications', () => {
  it('shows the provider’s choice: an e-mail when delivered and when there is a problem, at first', async () => {
    const preferences = await shown();
    expect(preferences.state).toBe('ok');
    if (preferences.state !== 'ok') return;
    expect(preferences.value.delivered).toEqual({ email: true, sms: false });
    expect(preferences.value.exception).toEqual({ email: true, sms: false });
    expect(preferences.value.picked_up).toEqual({ email: false, sms: false });
  });

  it('saves the whole grid at the provider, back on the page with a toast', async () => {
    const before = await shown();
    if (before.state !== 'ok') throw new Error('not offered');
    const events = { ...before.value, out_for_delivery: { email: true, sms: true } };
    (await save(events))
      .redirectedTo('/profile/notifications')
      .toasts({ message: 'Your notification preferences have been saved.', status: 'success' });
    const after = await shown();
    expect(after.state === 'ok' && after.value.out_for_delivery).toEqual({
      email: true,
      sms: true,
    });
  });

  it('refuses a grid that is not one, and says the provider’s refusal under its box', async () => {
    await visitor.visit('notification-preferences');
    const bad = await save({ delivered: { email: 'yes', sms: false } });
    expect(Object.keys(bad.errors('notices')).length).toBeGreaterThan(0);
    const current = await shown();
    if (current.state !== 'ok') throw new Error('not offered');
    portal.overrides.add(
      answerWhen(
        callsMatching('POST /user/notification-preferences'),
        validationError('events.picked_up.sms', 'Add a phone number to your profile.'),
      ),
    );
    const refused = await save({ ...current.value, picked_up: { email: false, sms: true } });
    expect(refused.errors('notices')).toEqual({
      'events.picked_up.sms': 'Add a phone number to your profile.',
    });
  });

  it('says plainly when the provider does not offer it', async () => {
    portal.overrides.add(
      answerWhen(callsMatching('GET /user/notification-preferences'), notFoundEnvelope),
    );
    expect(await shown()).toEqual({ state: 'not-offered' });
  });
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { screenshots } from '../../support/browser/screenshots';
import { registerVerified, uniqueEmail } from '../../support/browser/sign-up';
import { expectAccessible } from '../../support/browser/axe';
import { signIn } from '../../support/browser/sign-in';

/** A stat's figure as drawn: a CSS counter of app.css's count-up. */
const figure = (page: Page, label: string) =>
  page.locator(`xpath=//dt[text()="${label}"]/following-sibling::dd/span[@aria-hidden="true"]`);
const drawn = (locator: Locator) =>
  locator.evaluate((element) =>
    Number(getComputedStyle(element).getPropertyValue('--count-up-value')),
  );

test('the figures count up from 0 over one second in 30 steps, or show at once', async ({
  page,
}) => {
  await signIn(page);
  const created = figure(page, 'Created Shipments');
  const value = Number(
    await created.evaluate((element) => element.style.getPropertyValue('--count-up-value')),
  );
  // The demo account has shipments this month; a figure of 0 or 1 would show no steps.
  expect(value).toBeGreaterThan(1);
  // The count-up's frames, its clock held at each moment in turn. On a busy machine the
  // one-second count can be over before this runs: it is then started again, as CSS has it.
  const frames = await created.evaluate((element) => {
    if (element.getAnimations().length === 0) {
      element.style.animationName = 'none';
      void element.getBoundingClientRect();
      element.style.animationName = '';
    }
    const [count] = element.getAnimations();
    if (!count) return null;
    count.pause();
    const at = (ms: number) => {
      count.currentTime = ms;
      return Number(getComputedStyle(element).getPropertyValue('--count-up-value'));
    };
    return {
      duration: count.effect?.getComputedTiming().duration,
      steps: Array.from({ length: 30 }, (_, step) => at((step * 1000) / 30 + 1)),
    };
  });
  expect(frames?.duration).toBe(1000);
  expect(frames?.steps).toEqual(
    Array.from({ length: 30 }, (_, step) => Math.round((value * step) / 30)),
  );
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  expect(
    await figure(page, 'Created Shipments').evaluate((element) => element.getAnimations().length),
  ).toBe(0);
  expect(await drawn(figure(page, 'Created Shipments'))).toBe(value);
});

test('the figures equal those the provider gave, the recent shipments page', async ({ page }) => {
  await signIn(page);
  const version = await page.evaluate(
    () =>
      (
        JSON.parse(document.querySelector('script[data-page]')?.textContent ?? '{}') as {
          version: string;
        }
      ).version,
  );
  const res = await page.request.get('/dashboard', {
    headers: {
      'X-Inertia': 'true',
      'X-Inertia-Version': version,
      'X-Inertia-Partial-Component': 'dashboard/dashboard',
      'X-Inertia-Partial-Data': 'stats',
    },
  });
  const { stats } = (
    (await res.json()) as {
      props: { stats: { ok: true; value: Record<string, number> } };
    }
  ).props;
  for (const [label, value] of [
    ['Created Shipments', stats.value.created],
    ['Shipments In Transit', stats.value.inTransit],
    ['Delivered Shipments', stats.value.delivered],
  ] as const) {
    // The figure drawn, once it has counted up.
    await expect.poll(() => drawn(figure(page, label))).toBe(value);
  }
  const recent = page.getByRole('table', { name: 'Recent shipments' });
  await expect(recent.getByRole('row')).toHaveCount(11);
  await page.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/dashboard\?page=2/);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Create New Shipment' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Schedule Pickup' })).toBeVisible();
});

test('accessible and whole at 1440 and 375 px', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await signIn(page);
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    await page.goto('/dashboard');
    await expect(
      page.getByRole('button', { name: /^Details for shipment / }).first(),
    ).toBeVisible();
    await expectAccessible(page);
  }
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: /^Details for shipment / }).first()).toBeVisible();
  await screenshots(page, testInfo, 'dashboard');
});

test('without an account: the prompts, and the quick actions ask for one', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const user = { email: uniqueEmail('dash'), password: 'Dashboard!234' };
  await registerVerified(page, request, user);
  await signIn(page, user);
  await expect(page.getByText('Please add or select an account to continue.')).toHaveCount(2);
  await page.getByRole('button', { name: 'Create New Shipment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please add an account to continue.' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, testInfo, 'dashboard-no-account');
  await dialog.getByRole('link', { name: 'Add' }).click();
  await expect(page).toHaveURL(/\/accounts$/);
});

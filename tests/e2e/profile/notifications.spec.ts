import { expect, test } from '@playwright/test';
import { checkScreen, newCustomer } from '../../support/browser/linked-accounts';

// Notifications (docs/notices.md): a customer chooses, per event, e-mail and SMS; the
// provider keeps the choice, which is there on the next visit. A customer of their own, so
// that no other flow meets the notices they ask for.
test('choose how to be told of each event; the choice is kept', async ({
  page,
  request,
}, testInfo) => {
  await newCustomer(page, request, 'notices');
  await page.goto('/profile/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const delivered = page.getByRole('group', { name: 'Delivered' });
  await expect(delivered.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
  const outForDelivery = page.getByRole('group', { name: 'Out for delivery' });
  await outForDelivery.getByRole('checkbox', { name: 'SMS' }).check();
  await delivered.getByRole('checkbox', { name: 'E-mail' }).uncheck();
  await checkScreen(page, testInfo, 'notifications');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your notification preferences have been saved.')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Out for delivery' }).getByRole('checkbox', { name: 'SMS' }),
  ).toBeChecked();
  await expect(
    page.getByRole('group', { name: 'Delivered' }).getByRole('checkbox', { name: 'E-mail' }),
  ).not.toBeChecked();
});

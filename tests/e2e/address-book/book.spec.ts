import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../support/browser/axe';
import { expectNoPageScroll, openAddressBook } from '../../support/browser/address-form';

test('search narrows the list as the user types, keeps the query in the URL', async ({ page }) => {
  await openAddressBook(page);
  const radios = page.getByRole('radio');
  const count = await radios.count();
  expect(count).toBeGreaterThan(0);

  const search = page.getByRole('searchbox', { name: 'Search addresses' });
  await search.fill('Showroom');
  await expect(page).toHaveURL(/search=Showroom/);
  await expect(radios.first()).toBeVisible();
  for (const name of await radios.evaluateAll((els) =>
    els.map((e) => e.closest('label')?.textContent ?? ''),
  )) {
    expect(name).toContain('Showroom');
  }

  await search.fill('zzqx');
  await expect(page.getByText('No addresses found matching zzqx')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No addresses found matching zzqx')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(radios).toHaveCount(count);
});

test('one address at a time is selected, by keyboard too, and Edit follows it', async ({
  page,
}) => {
  await openAddressBook(page);
  await expect(page.getByRole('link', { name: 'Add New Address' })).toBeVisible();
  const radios = page.getByRole('radio');
  await radios.first().check();
  await expect(page.getByRole('link', { name: 'Edit Address' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add New Address' })).toHaveCount(0);
  await page.keyboard.press('ArrowDown');
  await expect(radios.nth(1)).toBeChecked();
  await expect(radios.first()).not.toBeChecked();
  const id = await radios.nth(1).getAttribute('value');
  await page.getByRole('link', { name: 'Edit Address' }).click();
  await expect(page).toHaveURL(new RegExp(`/address-book/${id}/edit$`));
  await page.goto('/address-book/00000000-0000-0000-0000-000000000000/edit');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'The page you are looking for could not be found.',
  );
});

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('every address screen is accessible, without sideways scrolling', async ({ page }) => {
      test.setTimeout(90_000);
      const shot = (name: string) =>
        page.screenshot({
          path: `test-results/screens/address-${name}-${viewport.width}.png`,
          fullPage: true,
        });
      await openAddressBook(page);
      await page.getByRole('radio').first().check();
      await expectAccessible(page);
      await expectNoPageScroll(page);
      await shot('book');

      await page.getByRole('link', { name: 'Edit Address' }).click();
      await expect(
        page.getByText('Lebanon').or(page.getByRole('combobox', { name: 'Country' })),
      ).toBeVisible();
      await expectAccessible(page);
      await expectNoPageScroll(page);
      await shot('edit');

      await page.goto('/address-book/add');
      await page.getByRole('button', { name: 'Add Address' }).click();
      await expect(page.getByText('Attention is required')).toBeVisible();
      await expectAccessible(page);
      await expectNoPageScroll(page);
      await shot('add');

      await page.goto('/address-book?search=zzqx');
      await expect(page.getByText('No addresses found matching zzqx')).toBeVisible();
      await expectAccessible(page);

      await page.goto('/address-book/import');
      await expectAccessible(page);
      await expectNoPageScroll(page);
      await shot('import');
    });
  });
}

import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { expectAccessible, gotoHydrated, loginAs } from './support/fixtures';

/** Every badge on the page whose text does not fit (the label or the badge is narrower than its content). */
function cutOffBadges(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.mantine-Badge-root')]
      .filter((badge) => [badge, ...badge.querySelectorAll<HTMLElement>('.mantine-Badge-label')].some((element) => element.scrollWidth > element.clientWidth))
      .map((badge) => badge.textContent ?? ''),
  );
}

for (const { account, language, statuses } of [
  { account: DEMO.admin, language: 'English', statuses: { new: 'New', in_progress: 'In progress', completed: 'Completed', incomplete: 'Incomplete', cancelled: 'Cancelled' } },
  { account: DEMO.adminSi, language: 'Slovenian', statuses: { new: 'Nova', in_progress: 'V teku', completed: 'Zaključena', incomplete: 'Nepopolna', cancelled: 'Preklicana' } },
]) {
  test(`order status badges show their whole text at 1366 px, in ${language}`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await loginAs(page, account);
    for (const [status, label] of Object.entries(statuses)) {
      await gotoHydrated(page, `/admin/ordering?status=${status}`);
      // The demo shops have orders in every status.
      await expect(page.getByRole('table').locator('.mantine-Badge-root', { hasText: new RegExp(`^${label}$`, 'i') }).first()).toBeVisible();
      expect(await cutOffBadges(page), status).toEqual([]);
    }
  });
}

for (const { account, language, cancel, keep, title } of [
  { account: DEMO.admin, language: 'English', cancel: 'Cancel order', keep: 'Keep order', title: 'Are you sure?' },
  { account: DEMO.adminSi, language: 'Slovenian', cancel: 'Prekliči naročilo', keep: 'Obdrži naročilo', title: 'Ste prepričani?' },
]) {
  test(`the cancel-order dialog offers "${keep}" and "${cancel}", in ${language}; keeping changes nothing`, async ({ page }) => {
    await loginAs(page, account);
    await gotoHydrated(page, '/admin/ordering?status=new');
    const row = page.getByRole('table').locator('tbody tr').first();
    const number = (await row.locator('td').first().innerText()).trim();
    const dialog = page.getByRole('dialog', { name: title });
    await row.getByRole('button', { name: cancel, exact: true }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button')).toHaveText(['', keep, cancel]);
    await expectAccessible(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: keep, exact: true }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('table').locator('tbody tr').first().locator('td').first()).toHaveText(number);
  });
}

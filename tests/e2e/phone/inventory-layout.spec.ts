import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, loginAs } from '../support/fixtures';
import { INVENTORY_LAYOUT as L } from '../support/inventory-layout-accounts';
import { expectPhoneFriendly } from '../support/phone';

const SHELF = `Products in ${L.phoneSector}, in shelf order`;
const [juice, orange, water] = L.phoneProducts;

async function rowNames(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: SHELF })
    .locator(':scope > [role=listitem]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label') ?? ''));
}

test('a sector’s shelf order on a phone: move up and down, remove after "Are you sure?"', async ({ page }) => {
  await loginAs(page, L.phoneAdmin);
  await gotoHydrated(page, '/admin/inventory/departments');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Departments');
  await expectPhoneFriendly(page);
  await gotoHydrated(page, '/admin/inventory/sectors');
  await expect(page.getByRole('listitem', { name: L.phoneSector })).toBeVisible();
  await expectPhoneFriendly(page);

  await page.getByRole('link', { name: `Products in ${L.phoneSector}` }).tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products in sectors');
  expect(await rowNames(page)).toEqual([juice, orange, water]);
  // No drag handle on a phone: the arrows.
  await expect(page.getByRole('img', { name: `Drag ${water} to another place` })).toBeHidden();
  await expectPhoneFriendly(page);

  await page.getByRole('button', { name: `Move ${water} up` }).tap();
  await expect.poll(() => rowNames(page)).toEqual([juice, water, orange]);
  await page.getByRole('button', { name: `Move ${juice} down` }).tap();
  await expect.poll(() => rowNames(page)).toEqual([water, juice, orange]);
  await expect(page.getByRole('button', { name: `Move ${water} up` })).toBeDisabled();
  await page.reload();
  await expect.poll(() => rowNames(page)).toEqual([water, juice, orange]);

  await page.getByRole('listitem', { name: orange }).getByRole('button', { name: 'Remove' }).tap();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Remove ${orange} from the sector “${L.phoneSector}”?`);
  await expectPhoneFriendly(page);
  await dialog.getByRole('button', { name: 'Remove' }).tap();
  await expect.poll(() => rowNames(page)).toEqual([water, juice]);
  await page.reload();
  expect(await rowNames(page)).toEqual([water, juice]);
  await expectPhoneFriendly(page);
});

import { expect, test } from '@playwright/test';
import { E2E_USERS } from '../support/accounts';
import { gotoHydrated, loginAs } from '../support/fixtures';
import { expectPhoneFriendly } from '../support/phone';

const SUPPLIER = 'Pivovarna Kamnik d.o.o.';

test('new order on a phone: pick a supplier, search, type a quantity on the decimal keypad and add it', async ({ page }) => {
  await loginAs(page, E2E_USERS.phoneOrderer.email);
  await gotoHydrated(page, '/admin/ordering/new-order');
  await expectPhoneFriendly(page);

  await page.getByRole('combobox', { name: 'Supplier' }).selectOption({ label: SUPPLIER });
  const firstProduct = page.locator('table tbody tr').first();
  await expect(firstProduct).toBeVisible();
  const name = (await firstProduct.locator('p').first().textContent())!;

  await page.getByRole('searchbox', { name: /Search by name/ }).fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).tap();
  await expect(page).toHaveURL(/[?&]q=/);
  await expectPhoneFriendly(page);

  const quantity = page.getByRole('textbox', { name: `Quantity: ${name}` });
  const add = page.getByRole('button', { name: `Add to cart: ${name}` });
  await expect(quantity).toHaveAttribute('inputmode', 'decimal');
  // Reachable without scrolling sideways: both lie inside the phone's width.
  for (const control of [quantity, add]) {
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  }
  await quantity.tap();
  await quantity.fill('3');
  await add.tap();
  await expect(page.getByRole('status')).toContainText(`${name} is in the cart`);
  await expectPhoneFriendly(page);
});

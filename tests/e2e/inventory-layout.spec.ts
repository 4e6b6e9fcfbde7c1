import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, loginAs } from './support/fixtures';
import { INVENTORY_LAYOUT as L } from './support/inventory-layout-accounts';

/** The names of a list's rows, top to bottom. */
async function rowNames(page: Page, list: string): Promise<string[]> {
  return page
    .getByRole('list', { name: list })
    .locator(':scope > [role=listitem]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label') ?? ''));
}

/** Whether leaving the page now would be questioned: its beforeunload handlers cancel the event. */
function leavingIsQuestioned(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
}

test('a shop sets up its layout: a department, a sub-department, two sectors, products found, dragged and removed', async ({
  page,
}) => {
  await loginAs(page, L.deskAdmin);
  await gotoHydrated(page, '/admin/inventory/departments');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Departments');

  // A department comes with a sub-department of its name.
  await page.getByRole('textbox', { name: 'Department name', exact: true }).fill('Kuhinja');
  await page.getByRole('button', { name: 'Add department' }).click();
  await expect(page.getByRole('list', { name: 'Sub-departments of Kuhinja' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Department name', exact: true })).toHaveValue('');

  // The same name in another case: a field error, the input kept.
  await page.getByRole('textbox', { name: 'Department name', exact: true }).fill(' kuhinja ');
  await page.getByRole('button', { name: 'Add department' }).click();
  await expect(page.getByText('This name is already used here. Choose another one.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Department name', exact: true })).toHaveValue(' kuhinja ');

  await page.getByLabel('Sub-department name').fill('Hladna kuhinja');
  await page.getByRole('button', { name: 'Add sub-department' }).click();
  await expect(page.getByRole('list', { name: 'Sub-departments of Kuhinja' }).getByRole('listitem')).toHaveCount(2);

  await page.getByRole('link', { name: 'Sectors of Hladna kuhinja' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sectors');
  await expect(page.getByLabel('Sub-department')).toHaveValue(/\d+/);
  for (const sector of ['Polica 1', 'Hladilnik']) {
    await page.getByLabel('Sector name').fill(sector);
    // A double click adds it once, with no error.
    await page.getByRole('button', { name: 'Add sector' }).dblclick();
    await expect(page.getByRole('listitem', { name: sector })).toBeVisible();
  }
  await expect(page.getByText('This name is already used here. Choose another one.')).toBeHidden();
  expect(await rowNames(page, 'Sectors of Hladna kuhinja')).toEqual(['Polica 1', 'Hladilnik']);

  await page.getByRole('link', { name: 'Products in Hladilnik' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products in sectors');
  await page.getByLabel('Find a product').fill('postavitev');
  await page.getByRole('button', { name: 'Search' }).click();
  for (const product of [L.milk, L.butter]) await page.getByRole('button', { name: `Add ${product}` }).click();
  const shelf = 'Products in Hladilnik, in shelf order';
  await expect(page.getByRole('list', { name: shelf }).locator(':scope > [role=listitem]')).toHaveCount(2);
  // A scanned code adds the product at the end of the shelf.
  await page.getByLabel('Scan a barcode to add').fill(L.beerCode);
  await page.getByLabel('Scan a barcode to add').press('Enter');
  await expect(page.getByText(`${L.beer} added at the end of the shelf.`)).toBeVisible();
  expect(await rowNames(page, shelf)).toEqual([L.milk, L.butter, L.beer]);

  // Drag the beer onto the milk's place. The list shows the new order at once; while the move is still being saved
  // (held back here) the page says so and asks before it is left or reloaded, which would cancel the post.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  const saved = page.waitForResponse((response) => response.request().method() === 'POST');
  await page
    .getByRole('img', { name: `Drag ${L.beer} to another place` })
    .dragTo(page.getByRole('listitem', { name: L.milk }));
  await expect.poll(() => rowNames(page, shelf)).toEqual([L.beer, L.milk, L.butter]);
  const savingNote = page.getByRole('status').filter({ hasText: 'Saving the new order…' });
  await expect(savingNote).toBeVisible();
  expect(await leavingIsQuestioned(page)).toBe(true);
  release();
  await saved;
  await expect(savingNote).toBeHidden();
  expect(await leavingIsQuestioned(page)).toBe(false);
  await page.unroute('**/*');
  await page.reload();
  await expect.poll(() => rowNames(page, shelf)).toEqual([L.beer, L.milk, L.butter]);

  // Remove, after "Are you sure?".
  await page.getByRole('listitem', { name: L.butter }).getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Remove ${L.butter} from the sector “Hladilnik”?`);
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect.poll(() => rowNames(page, shelf)).toEqual([L.beer, L.milk]);

  // Removing the department says what goes with it.
  await gotoHydrated(page, '/admin/inventory/departments');
  await page
    .getByRole('list', { name: 'Departments' })
    .locator(':scope > [role=listitem]')
    .first()
    .getByRole('button', { name: 'Remove' })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toContainText(
    'Remove “Kuhinja”? 2 sub-departments, 2 sectors and 2 product places go with it.',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('list', { name: 'Sub-departments of Kuhinja' })).toBeVisible();
});

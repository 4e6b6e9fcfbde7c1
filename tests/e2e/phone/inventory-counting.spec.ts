import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { gotoHydrated, loginAs } from '../support/fixtures';
import { countingSeedFile, type CountingSeed } from '../support/inventory-counting-data';
import { expectPhoneFriendly } from '../support/phone';
import { writeBarcodeVideo } from '../support/fake-camera';
import { launchWithFakeCamera, newPhoneContext, scanWithKeyboard } from '../support/scanning';

/** Counting a sub-department on a phone (decision 035, "Counting together"); each journey has its own count. */
test.setTimeout(120_000);

const seed = () => JSON.parse(readFileSync(countingSeedFile(process.env.E2E_DIR!), 'utf8')) as CountingSeed;

const sector = (page: Page, name: string) => page.locator(`[data-testid="count-sector"][data-sector="${name}"]`);
const card = (page: Page, sectorName: string, product: string) =>
  sector(page, sectorName).locator(`[data-testid="count-line"][data-product="${product}"]`);
const field = (line: Locator, testId: 'count-cartons' | 'count-units' | 'count-other') => line.getByTestId(testId);

async function openAs(browser: Browser, baseURL: string | undefined, email: string, screen: string) {
  const context = await newPhoneContext(browser, baseURL);
  const page = await context.newPage();
  await loginAs(page, email);
  await gotoHydrated(page, screen);
  return { context, page };
}

async function expectSaved(page: Page) {
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
}

async function saveAndExit(page: Page, screen: string) {
  await page.getByTestId('save-and-exit').tap();
  await expect(page).toHaveURL(new RegExp(`${screen.replace(/\/\d+$/, '')}$`), { timeout: 15_000 });
}

test('two people count two sectors at once: one takes the fridge and scans, one takes the shelf and counts in cartons', async ({
  browser,
  baseURL,
}) => {
  const { ana, bor, milk, yoghurt, screens } = seed();
  const a = await openAs(browser, baseURL, ana.email, screens.together);
  const b = await openAs(browser, baseURL, bor.email, screens.together);
  await expect(a.page.getByRole('heading', { level: 1, name: 'Topla kuhinja' })).toBeVisible();
  await expectPhoneFriendly(a.page);

  await a.page.getByRole('button', { name: 'Take Hladilnik' }).tap();
  await expect(sector(a.page, 'Hladilnik').getByTestId('sector-taken')).toHaveText('Taken by you');
  await b.page.getByRole('button', { name: 'Take Polica' }).tap();
  await expect(sector(b.page, 'Polica').getByTestId('sector-taken')).toHaveText('Taken by you');
  await b.page.reload();
  await expect(sector(b.page, 'Hladilnik').getByTestId('sector-taken')).toHaveText(`Taken by ${ana.name}`);

  // Ana scans the yoghurt twice with a hardware scanner (into the scan field).
  const scanField = a.page.getByRole('textbox', { name: 'Scan a product' });
  for (let i = 0; i < 2; i++) {
    await scanField.focus();
    await scanWithKeyboard(a.page, yoghurt.ean);
    await expect(a.page.getByTestId('scan-message')).toContainText(`${yoghurt.name}: one more counted`);
  }
  await expect(field(card(a.page, 'Hladilnik', yoghurt.name), 'count-units')).toHaveValue('2');
  // Bor counts the shelf's milk in cartons: two cartons and three loose ones.
  const shelfMilk = card(b.page, 'Polica', milk);
  await shelfMilk.getByRole('button', { name: `One more: Cartons: ${milk}` }).tap();
  await shelfMilk.getByRole('button', { name: `One more: Cartons: ${milk}` }).tap();
  await field(shelfMilk, 'count-units').fill('3');
  await expect(shelfMilk.getByTestId('count-total')).toHaveText('Total: 27 kos · 2 cartons + 3 kos');
  await expectPhoneFriendly(b.page);

  await Promise.all([saveAndExit(a.page, screens.together), saveAndExit(b.page, screens.together)]);

  // Both figures are on the server, each person's own, in a fresh phone.
  const check = await openAs(browser, baseURL, ana.email, screens.together);
  await expect(field(card(check.page, 'Hladilnik', yoghurt.name), 'count-units')).toHaveValue('2');
  await expect(card(check.page, 'Polica', milk).getByTestId('count-other-person')).toHaveText(
    `${bor.name} counted 27 kos too`,
  );
  for (const { context } of [a, b, check]) await context.close();
});

test('a reload mid-count keeps what was typed, and a scan of a product outside the sub-department adds it', async ({
  browser,
  baseURL,
}) => {
  const { ana, milk, vinegar, screens } = seed();
  const { context, page } = await openAs(browser, baseURL, ana.email, screens.reload);
  const fridgeMilk = card(page, 'Hladilnik', milk);
  await field(fridgeMilk, 'count-cartons').fill('1');
  await field(fridgeMilk, 'count-units').fill('4');
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(field(card(page, 'Hladilnik', milk), 'count-cartons')).toHaveValue('1');
  await expect(field(card(page, 'Hladilnik', milk), 'count-units')).toHaveValue('4');
  await expectSaved(page);

  await page.getByRole('textbox', { name: 'Scan a product' }).focus();
  await scanWithKeyboard(page, vinegar.ean);
  await expect(page.getByTestId('scan-message')).toContainText(`${vinegar.name} is not in this sub-department.`);
  await page.getByRole('button', { name: 'Add to Hladilnik' }).tap();
  await expect(field(card(page, 'Hladilnik', vinegar.name), 'count-units')).toHaveValue('1');
  await expectSaved(page);
  await page.reload();
  await expect(field(card(page, 'Hladilnik', vinegar.name), 'count-units')).toHaveValue('1');
  await expect(card(page, 'Hladilnik', vinegar.name)).toContainText('Added during the count');
  await context.close();
});

test('a quantity typed and at once saved with "Save and exit" (tapped twice) is on the server', async ({
  browser,
  baseURL,
}) => {
  const { bor, flour, screens } = seed();
  const { context, page } = await openAs(browser, baseURL, bor.email, screens.exit);
  const shelfFlour = card(page, 'Polica', flour);
  await field(shelfFlour, 'count-other').fill('2');
  // A figure that cannot be read keeps the person on the screen, saying so (not blaming the connection).
  await field(shelfFlour, 'count-units').fill('1,2,3');
  const button = page.getByTestId('save-and-exit');
  await button.tap();
  await expect(page.getByRole('alert').filter({ hasText: 'Not saved yet' })).toHaveText(
    'Not saved yet: a figure cannot be read. Correct the marked field, then save again.',
  );
  await expect(page).toHaveURL(new RegExp(`${screens.exit}$`));
  await field(shelfFlour, 'count-units').fill('3,5');
  await expect(shelfFlour.getByTestId('count-total')).toHaveText('Total: 53.5 kg');
  await button.tap();
  await button.tap({ force: true, timeout: 2_000 }).catch(() => {});
  await expect(page).toHaveURL(new RegExp(`${screens.exit.replace(/\/\d+$/, '')}$`), { timeout: 15_000 });
  await context.close();

  // A phone that never saw the figures shows them from the server.
  const fresh = await openAs(browser, baseURL, bor.email, screens.exit);
  const saved = card(fresh.page, 'Polica', flour);
  await expect(field(saved, 'count-other')).toHaveValue('2');
  await expect(field(saved, 'count-units')).toHaveValue('3.5');
  await expect(saved.getByTestId('count-total')).toHaveText('Total: 53.5 kg');
  await fresh.context.close();
});

test('two people count one product differently: both shown side by side, and one decides', async ({
  browser,
  baseURL,
}) => {
  const { ana, bor, yoghurt, screens } = seed();
  const a = await openAs(browser, baseURL, ana.email, screens.conflict);
  const b = await openAs(browser, baseURL, bor.email, screens.conflict);
  await field(card(a.page, 'Hladilnik', yoghurt.name), 'count-units').fill('6');
  await field(card(b.page, 'Hladilnik', yoghurt.name), 'count-units').fill('8');
  await Promise.all([expectSaved(a.page), expectSaved(b.page)]);
  await a.page.reload();
  const conflict = card(a.page, 'Hladilnik', yoghurt.name).getByTestId('count-conflict');
  await expect(conflict).toContainText('Counts differ');
  await expect(conflict.getByTestId('conflict-count')).toHaveText([
    new RegExp(`^${ana.name}: 6 kos`),
    new RegExp(`^${bor.name}: 8 kos`),
  ]);
  await expectPhoneFriendly(a.page);
  await conflict.getByRole('button', { name: `Take ${bor.name}’s count of ${yoghurt.name}` }).tap();
  await expect(card(a.page, 'Hladilnik', yoghurt.name).getByTestId('count-resolved')).toHaveText(
    `Decided: 8 kos (${ana.name})`,
  );
  // Bor counts again: the decision is cleared and the counts differ once more.
  await b.page.reload();
  await expect(card(b.page, 'Hladilnik', yoghurt.name).getByTestId('count-resolved')).toBeVisible();
  await field(card(b.page, 'Hladilnik', yoghurt.name), 'count-units').fill('7');
  await expectSaved(b.page);
  await expect(card(b.page, 'Hladilnik', yoghurt.name).getByTestId('count-conflict')).toBeVisible({ timeout: 15_000 });
  await a.context.close();
  await b.context.close();
});

test("scanning with the phone's camera counts the product on its line", async ({ baseURL }, testInfo) => {
  const { ana, yoghurt, screens } = seed();
  const video = await writeBarcodeVideo(testInfo.outputPath('yoghurt.y4m'), yoghurt.ean, 'EAN13');
  const browser = await launchWithFakeCamera(video);
  try {
    const { page } = await openAs(browser, baseURL, ana.email, screens.camera);
    await page.getByRole('button', { name: 'Scan with the camera' }).tap();
    const camera = page.getByRole('dialog', { name: 'Scan with the camera' });
    await expect(camera).toContainText(`Scanned: ${yoghurt.ean}`, { timeout: 20_000 });
    // The box stays in view while the person looks up: it counts once, not once per second or so.
    await page.waitForTimeout(3000);
    await expect(camera).toContainText('1 code scanned');
    await camera.getByRole('button', { name: 'Done' }).tap();
    await expect(camera).toBeHidden();
    await expect(page.getByTestId('scan-message')).toContainText(`${yoghurt.name}: one more counted`);
    await expect(field(card(page, 'Hladilnik', yoghurt.name), 'count-units')).toHaveValue('1');
    await expectSaved(page);
    await expectPhoneFriendly(page);
  } finally {
    await browser.close();
  }
});

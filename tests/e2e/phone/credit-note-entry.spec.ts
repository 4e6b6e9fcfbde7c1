import { expect, test, type Page } from '@playwright/test';
import { CREDIT_NOTES } from '../support/accounts';
import { gotoHydrated, loginAs } from '../support/fixtures';
import { expectPhoneFriendly } from '../support/phone';

const LIST = '/admin/deliveries/comparison/credit-notes';
const NUMBER = 'E2E-BR-TEL-1';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** The header and one line, in Slovenian, with decimal commas; the number is left to the caller. */
async function fillDocument(page: Page) {
  await page.getByRole('combobox', { name: 'Dobavitelj' }).selectOption({ label: CREDIT_NOTES.dairy });
  await page.getByRole('combobox', { name: 'Vrsta' }).selectOption({ label: 'Bremepis' });
  await field(page, 'Šifra artikla').fill(CREDIT_NOTES.butterCode);
  await field(page, 'Količina na računu').fill('5');
  await field(page, 'Razlika').fill('1');
  await field(page, 'Znesek').fill('3,20');
}

test('entering a debit note on a phone: Slovenian field errors keep the rest, a reload is harmless, a double tap saves once', async ({
  page,
}) => {
  await loginAs(page, CREDIT_NOTES.entry);
  await gotoHydrated(page, LIST);
  await expect(page.getByRole('heading', { name: 'Računi in dobropisi', level: 1 })).toBeVisible();
  await expectPhoneFriendly(page);

  await page.getByRole('link', { name: 'Vnesi dokument' }).tap();
  await expect(page.getByRole('heading', { name: 'Vnos računa, dobropisa ali bremepisa', level: 1 })).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expectPhoneFriendly(page);
  // Quantities and amounts bring up the decimal keypad.
  for (const name of ['Količina na računu', 'Razlika', 'Cena na enoto', 'Znesek'])
    await expect(field(page, name)).toHaveAttribute('inputmode', 'decimal');

  // Half-typed, then reloaded: the form comes back whole and empty, and still works.
  await fillDocument(page);
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { name: 'Vnos računa, dobropisa ali bremepisa', level: 1 })).toBeVisible();
  await expect(field(page, 'Šifra artikla')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The number left empty: its error in Slovenian, everything else kept.
  await fillDocument(page);
  await page.getByRole('button', { name: 'Shrani' }).tap();
  await expect(field(page, 'Številka')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('To polje je obvezno.')).toHaveCount(1);
  await expect(field(page, 'Šifra artikla')).toHaveValue(CREDIT_NOTES.butterCode);
  await expect(field(page, 'Znesek')).toHaveValue('3,20');
  await expect(page.getByRole('combobox', { name: 'Vrsta' })).toHaveValue('debit');
  await expectPhoneFriendly(page);

  // Typed in, and Save tapped twice: one document, its page.
  await field(page, 'Številka').fill(NUMBER);
  await page.getByRole('button', { name: 'Shrani' }).dblclick();
  await expect(page.getByRole('heading', { name: `Bremepis ${NUMBER}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Dokument je shranjen.')).toBeVisible();
  const lines = page.getByRole('table', { name: 'Vrstice' });
  await expect(lines.getByRole('row', { name: new RegExp(CREDIT_NOTES.butterCode) })).toContainText('3,20');
  await expectPhoneFriendly(page);

  await gotoHydrated(page, `${LIST}?q=${NUMBER}`);
  await expect(page.getByRole('link', { name: new RegExp(`^Odpri ${NUMBER} `) })).toHaveCount(1);
  await expectPhoneFriendly(page);
});

import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { RECLAMATION_ANSWER as ANSWER } from '../support/accounts';
import { loginAs, waitForMail, type CaughtMail } from '../support/fixtures';
import { expectPhoneFriendly } from '../support/phone';

interface Links {
  token: string;
  expiredToken: string;
  reclamationId: number;
  number: number;
}

const links = async (): Promise<Links> =>
  JSON.parse(await readFile(path.join(process.env.E2E_DIR!, ANSWER.linksFile), 'utf8')) as Links;

/** Opens the answer page as the supplier (no login, no language chosen) and checks the link stays private. */
async function openLink(page: Page, token: string, status: number) {
  const response = await page.goto(`/reclamation-answer/${token}`);
  expect(response?.status()).toBe(status);
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  expect(response?.headers()['cache-control']).toBe('no-store');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

async function answerMails(number: number): Promise<number> {
  const dir = path.join(process.env.E2E_DIR!, 'mail');
  let found = 0;
  for (const file of await readdir(dir)) {
    const mail = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as CaughtMail;
    if (mail.to.includes(ANSWER.admin) && mail.raw.replace(/=\r?\n/g, '').includes(`reclamation no. ${number}:`))
      found += 1;
  }
  return found;
}

test('the supplier answers a reclamation through the link on a phone, once, and the shop is told', async ({ page }) => {
  const { token, number, reclamationId } = await links();
  await openLink(page, token, 200);
  // The reclamation was sent in Slovenian, the supplier's language: the page speaks it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Reklamacija št. ${number}`);
  await expect(page.getByText('E2E-RA-001')).toBeVisible();
  await expect(page.getByText(ANSWER.shop).first()).toBeVisible();
  await expectPhoneFriendly(page);

  const send = page.getByRole('button', { name: 'Pošlji odgovor' });
  const bream = page.getByTestId('answer-line').filter({ hasText: 'E2E Orada' });
  const mussels = page.getByTestId('answer-line').filter({ hasText: 'E2E Klapavice' });

  // Sent empty: every line needs an answer and the answerer a name, said in Slovenian; nothing is recorded.
  await send.tap();
  await expect(bream.getByText('Izberite Sprejmi ali Zavrni.')).toBeVisible();
  await expect(page.getByText('To polje je obvezno.')).toBeVisible();

  // Half-way through, the page is reloaded: it opens again, whole, with nothing recorded.
  await bream.getByRole('radio', { name: 'Sprejmi' }).check();
  await bream.getByLabel('Obljubljeni dobropis (€)').fill('20,00');
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Reklamacija št. ${number}`);
  await expect(bream.getByRole('radio', { name: 'Sprejmi' })).not.toBeChecked();

  await bream.getByRole('radio', { name: 'Sprejmi' }).check();
  const credit = bream.getByLabel('Obljubljeni dobropis (€)');
  await expect(credit).toHaveAttribute('inputmode', 'decimal');
  await credit.fill('-5');
  await bream.getByLabel('Komentar').fill('Manjko dobropišemo.');
  await mussels.getByRole('radio', { name: 'Zavrni' }).check();
  await mussels.getByLabel('Komentar').fill('Poškodovano pri vas.');
  await page.getByLabel('Vaše ime').fill('Marko Ribič');
  await send.tap();
  // A negative credit is refused in the page's language; what was typed stays.
  await expect(bream.getByText('Dobropis ne more biti negativen.')).toBeVisible();
  await expect(page.getByLabel('Vaše ime')).toHaveValue('Marko Ribič');
  await expect(mussels.getByRole('radio', { name: 'Zavrni' })).toBeChecked();
  await credit.fill('20,00');
  await expectPhoneFriendly(page);

  // A double tap on the big button records the answer once.
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/reclamation-answer/')) posts += 1;
  });
  await send.dblclick();
  await expect(page.getByRole('status')).toContainText('Hvala. Vaš odgovor je zabeležen');
  expect(posts).toBe(1);
  const recorded = page.getByTestId('recorded-answer');
  await expect(recorded).toContainText('Marko Ribič');
  await expect(recorded).toContainText('delno sprejeto');
  await expect(bream).toContainText('sprejeto');
  await expect(bream).toContainText('20,00');
  await expect(mussels).toContainText('zavrnjeno');
  await expect(page.getByRole('button', { name: 'Pošlji odgovor' })).toHaveCount(0);
  await expectPhoneFriendly(page);

  // The link again (a second visit, a reload): already answered, read-only, with the date and the answer.
  await openLink(page, token, 200);
  await expect(page.getByTestId('recorded-answer')).toContainText('Že odgovorjeno');
  await expect(page.getByTestId('recorded-answer')).toContainText('Marko Ribič');
  await expect(page.getByRole('status')).toHaveCount(0);
  await expectPhoneFriendly(page);

  // The shop's admin (item e-mails on) is told once, in English, with the way to the reclamation.
  const mail = await waitForMail(ANSWER.admin, (caught) =>
    caught.raw.replace(/=\r?\n/g, '').includes(`reclamation no. ${number}:`),
  );
  // The catcher's text is the mail's UTF-8 bytes: the ASCII part of the name is enough.
  expect(mail.raw).toContain('Answered by: Marko Ribi');
  expect(mail.raw).toContain(`/admin/deliveries/reclamations/${reclamationId}`);
  await page.waitForTimeout(1500);
  expect(await answerMails(number)).toBe(1);

  // The shop's admin logs in: the overview counts the answered reclamation as still open work.
  await loginAs(page, ANSWER.admin);
  await page.goto('/admin');
  await expect(page.getByTestId('open-reclamations-count')).toHaveText('2 reclamations are open, sent or answered.');
  await expectPhoneFriendly(page);
});

test('an expired or forged answer link says so in a page of its own, on a phone', async ({ page }) => {
  const { expiredToken, token } = await links();
  await openLink(page, expiredToken, 410);
  await expect(page.getByRole('alert')).toContainText('This link has expired');
  await expect(page.getByText('E2E Orada')).toHaveCount(0);
  await expectPhoneFriendly(page);

  await openLink(page, `${token.split('.')[0]}.${'A'.repeat(43)}`, 404);
  await expect(page.getByRole('alert')).toContainText('This link does not work');
  await expect(page.getByText('E2E-RA-001')).toHaveCount(0);
  await expectPhoneFriendly(page);
});

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { PASSWORD } from './accounts';

/** Logs in through the real API; the browser context keeps the session cookie. */
export async function loginAs(page: Page, email: string, password = PASSWORD): Promise<void> {
  const response = await page.request.post('/backend/auth/login', { data: { email, password } });
  expect(response.status(), `login as ${email}`).toBe(200);
}

/**
 * Opens a page and waits until React has hydrated it, so that controls which act on change are live. A page served
 * without scripts (the public pages, `data-static`) is ready as it arrives.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-hydrated], html[data-static]').waitFor({ state: 'attached' });
}

export interface CaughtMail {
  to: string[];
  raw: string;
}

/** Waits for a mail to `to` that the SMTP catcher received, and returns its decoded text. */
export async function waitForMail(
  to: string,
  matches: (mail: CaughtMail) => boolean = () => true,
): Promise<CaughtMail> {
  const dir = path.join(process.env.E2E_DIR!, 'mail');
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    for (const file of (await readdir(dir)).sort()) {
      const mail = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as CaughtMail;
      if (mail.to.includes(to.toLowerCase()) && matches(mail)) return { ...mail, raw: decodeQuotedPrintable(mail.raw) };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${to} arrived`);
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Waits until nothing on the page is moving: two frames (Mantine starts a transition on the next animation frame),
 * then every finite CSS transition and animation finished — event-driven, so no timeout decides it. The tests also ask
 * for reduced motion (playwright.config.ts), under which dialogs appear without a fade; this covers anything else.
 * A scan of a dialog caught mid-fade judges half-transparent colours: white on a red faded to 3.3:1.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * No serious or critical accessibility violations on the page as it is now, or only inside `include` (an open dialog:
 * the page behind its overlay is dimmed on purpose, so its contrast is not the page's own).
 */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  await settled(page);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (include ? builder.include(include) : builder).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * Answers the "Are you sure?" dialog of a button, the first one on the page or in `within` (a row, when other journeys
 * may add rows to the same list meanwhile). The click is repeated until the dialog opens: a click that lands before
 * the page has hydrated does nothing.
 */
export async function confirmAction(page: Page, button: string, within: Page | Locator = page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(async () => {
    if (!(await dialog.isVisible())) await within.getByRole('button', { name: button, exact: true }).first().click();
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

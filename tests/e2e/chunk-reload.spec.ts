import { expect, test } from '@playwright/test';
import { DEMO } from './support/accounts';
import { loginAs } from './support/fixtures';

test('a code chunk that fails to load reloads the page once, not again within 10 seconds', async ({ page }) => {
  let documentLoads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentLoads += 1;
  });
  // Every script of the page fails, as after a deploy that removed the old build's files.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort('failed'));
  // The logged-in pages run scripts; the public ones are plain HTML (decision 037 "First load").
  await loginAs(page, DEMO.admin);
  await page.goto('/admin');
  await expect.poll(() => documentLoads, { timeout: 10_000 }).toBe(2);
  await page.waitForTimeout(3000);
  expect(documentLoads).toBe(2);
  // The server-rendered page is still there to read.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
